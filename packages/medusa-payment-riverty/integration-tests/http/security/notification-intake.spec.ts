import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { logger as medusaLogger } from "@medusajs/framework/logger"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import axios from "axios"
import { randomUUID } from "node:crypto"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../src/modules/riverty"
import { providerId } from "../../../src/providers/riverty/payment-methods"
import { signNotification } from "riverty-client"
import { useBackendUrl } from "../fixtures/backend-url"
import { pendingHostedCheckout } from "../fixtures/checkout"
import { EMULATOR_NOTIFY_SECRET, useEmulator } from "../fixtures/emulator"
import retryRivertyNotifications from "../../../src/jobs/retry-riverty-notifications"
import { failInserts, type Knex } from "../fixtures/db-faults"
import { postNotification, waitFor } from "../fixtures/notifications"
import { useSeededStore } from "../fixtures/seeded-store"
import { startServerProcess } from "../fixtures/two-processes"

// Finding 12 (configuration and intake): one notification secret of 32+ characters shared by the
// provider and the plugin, refused at start otherwise; payment notifications applied from the
// stored record without signing them again; Medusa's /hooks/payment/<riverty provider> handed to
// the same receiver and inbox (the signature's age measured on receipt); a signed malformed body stored once; the Riverty client logging through
// Medusa's logger, redacted.
jest.setTimeout(300 * 1000)
// medusa-config.ts reads it at boot: a failed notification is due again after 200 ms, not 30 s.
process.env.RIVERTY_NOTIFICATION_RETRY_BASE_MS = "200"

useBackendUrl()
const emulator = useEmulator()
const SCA = "StrongCustomerAuthentication"
const HOOK_PATH = "/hooks/payment/riverty-invoice_riverty"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer, dbConfig, dbConnection }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true })
    const control = () => `${emulator.current.url}/_emulator`
    const rivertyModule = () => getContainer().resolve<RivertyModuleService>(RIVERTY_MODULE)

    afterEach(async () => {
      await axios.delete(`${control()}/faults`)
    })

    async function ordersOfCart(cartId: string): Promise<string[]> {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
      return data.map((row: { order_id: string }) => row.order_id)
    }

    async function waitForOrders(cartId: string, timeoutMs: number): Promise<string[]> {
      const deadline = Date.now() + timeoutMs
      let orders = await ordersOfCart(cartId)
      while (Date.now() < deadline && orders.length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 500))
        orders = await ordersOfCart(cartId)
      }
      return orders
    }

    /**
     * An SCA checkout the shopper accepted on the hosted page but never returned from: Riverty
     * holds an accepted order, Medusa a cart waiting for the notification.
     */
    async function acceptedButNotReturned(): Promise<{ cartId: string; sessionId: string }> {
      const { cartId, sessionId, redirectUrl } = await pendingHostedCheckout(seeded.checkout, seeded.catalog, SCA)
      const pressed = await fetch(redirectUrl, { method: "POST", body: new URLSearchParams({ action: "accept" }), redirect: "manual" })
      expect(pressed.status).toBe(303)
      return { cartId, sessionId }
    }

    const authorized = (orderNumber: string) =>
      JSON.stringify({
        id: randomUUID(),
        timestamp: new Date().toISOString(),
        type: "payments/transactionAuthorized",
        parameters: { paymentTransactionToken: orderNumber, statusChange: { from: null, to: "Authorized" } },
      })

    const postHook = (body: string, signature: string) =>
      api.post(HOOK_PATH, body, {
        headers: { "content-type": "application/json", "riverty-signature": signature },
        validateStatus: () => true,
        transformRequest: [(data: string) => data],
      })

    describe("one notification secret", () => {
      it("refuses to start with a secret shorter than 32 characters, or a secret in a provider entry (the plugin entry holds it)", async () => {
        const short = startServerProcess({
          databaseUrl: dbConfig.clientUrl,
          env: { RIVERTY_NOTIFICATION_SECRET: "only-twenty-characte" },
          timeoutMs: 150_000,
        })
        await expect(short).rejects.toThrow(/notificationSecret must be at least 32 characters/)

        const differing = startServerProcess({
          databaseUrl: dbConfig.clientUrl,
          env: {
            RIVERTY_NOTIFICATION_SECRET: "the-plugin-secret-of-the-store-0001",
            RIVERTY_PROVIDER_NOTIFICATION_SECRET: "another-secret-for-the-provider-0002",
          },
          timeoutMs: 150_000,
        })
        await expect(differing).rejects.toThrow(/notificationSecret: a plugin option: move it to the plugin entry's options/)
      })
    })

    describe("payment notifications", () => {
      it("applies a stored payment notification from its record, also on a retry after its signature's tolerance passed", async () => {
        const { cartId, sessionId } = await acceptedButNotReturned()
        const body = authorized(sessionId)
        const notificationId = JSON.parse(body).id
        // Signed 297 s before receipt (tolerance 300 s); the first attempt fails in the database,
        // so the one that applies it comes after the signature could have been verified again.
        const signedAt = Math.floor(Date.now() / 1000) - 297
        const fault = await failInserts(dbConnection as Knex, { table: "riverty_ledger_entry", column: "notification_id", values: [notificationId], message: "ledger unavailable (injected)" })
        try {
          const response = await postNotification(api, body, EMULATOR_NOTIFY_SECRET, { timestamp: signedAt })
          expect(response.status).toBe(200)
          const row = async () => (await rivertyModule().listRivertyNotifications({ notification_id: notificationId }))[0]
          await waitFor(async () => (await row())?.status === "failed")
          expect(await ordersOfCart(cartId)).toEqual([])
          await waitFor(async () => Date.now() / 1000 > signedAt + 301, { timeoutMs: 20_000 })
        } finally {
          await fault.remove()
        }
        const row = async () => (await rivertyModule().listRivertyNotifications({ notification_id: notificationId }))[0]
        await waitFor(async () => {
          await retryRivertyNotifications(getContainer())
          return (await row()).status === "processed"
        }, { timeoutMs: 30_000, intervalMs: 300 })
        expect((await row()).outcome).toMatch(/^payment: authorized processed/)
        expect(await waitForOrders(cartId, 20_000)).toHaveLength(1)
      })

      it("on /hooks/payment/<riverty provider> hands the notification to the inbox: checked on receipt, stored once, applied from there", async () => {
        const { cartId, sessionId } = await acceptedButNotReturned()
        const body = authorized(sessionId)
        const notificationId = JSON.parse(body).id
        // Signed 297 s before receipt (tolerance 300 s): the age is measured once, on receipt.
        const signature = signNotification(body, EMULATOR_NOTIFY_SECRET, Math.floor(Date.now() / 1000) - 297)
        const first = await postHook(body, signature)
        expect(first.status).toBe(200)
        expect(first.data).toEqual({ received: true, duplicate: false })
        // The inbox's answer, not Medusa's bare 200: a repeat is acknowledged as a duplicate.
        const again = await postHook(body, signature)
        expect(again.data).toEqual({ received: true, duplicate: true })
        const rows = () => rivertyModule().listRivertyNotifications({ notification_id: notificationId })
        await waitFor(async () => (await rows())[0]?.status === "processed", { timeoutMs: 60_000, intervalMs: 250 })
        expect(await rows()).toHaveLength(1)
        expect((await rows())[0].outcome).toMatch(/^payment: authorized processed/)
        expect(await ordersOfCart(cartId)).toHaveLength(1)
      })

      it("on /hooks/payment refuses a stale or forged signature at once with 401, and stores nothing", async () => {
        const { cartId, sessionId } = await acceptedButNotReturned()
        const body = authorized(sessionId)
        const notificationId = JSON.parse(body).id
        const stale = await postHook(body, signNotification(body, EMULATOR_NOTIFY_SECRET, Math.floor(Date.now() / 1000) - 400))
        expect(stale.status).toBe(401)
        const forged = await postHook(body, signNotification(body, "a-secret-that-is-not-the-stores-secret"))
        expect(forged.status).toBe(401)
        // A sender cannot name its own receipt time.
        const claimed = await api.post(HOOK_PATH, body, {
          headers: {
            "content-type": "application/json",
            "riverty-signature": signNotification(body, EMULATOR_NOTIFY_SECRET, Math.floor(Date.now() / 1000) - 400),
            "x-riverty-received-at": String(Math.floor(Date.now() / 1000) - 400),
          },
          validateStatus: () => true,
          transformRequest: [(data: string) => data],
        })
        expect(claimed.status).toBe(401)
        // Nothing is applied except from the inbox, and the inbox is written only after the
        // signature check, before the answer: a refused delivery has no row, so nothing can follow.
        expect(await rivertyModule().listRivertyNotifications({ notification_id: notificationId })).toEqual([])
        expect(await ordersOfCart(cartId)).toEqual([])
      })
    })

    it("stores a signed but malformed body once, however often it is delivered", async () => {
      const body = JSON.stringify({ id: randomUUID(), timestamp: new Date().toISOString(), type: "accounting/reminderSent", parameters: {} })
      const answers = []
      for (let i = 0; i < 3; i++) answers.push((await postNotification(api, body, EMULATOR_NOTIFY_SECRET)).status)
      expect(answers).toEqual([400, 400, 400])
      const rejected = await rivertyModule().listRivertyNotifications({ status: "rejected" })
      expect(rejected.filter((row) => row.raw_body === body)).toHaveLength(1)
    })

    it("logs Riverty requests, retries and failures through Medusa's logger without keys or tokens", async () => {
      const lines: string[] = []
      const spies = (["debug", "info", "warn", "error"] as const).map((level) =>
        jest.spyOn(medusaLogger, level).mockImplementation(((message: unknown) => {
          lines.push(`${level} ${String(message)}`)
        }) as never),
      )
      try {
        await axios.post(`${control()}/faults`, { method: "POST", path: "/api/v3/lookup/installment-plans", status: 503, times: 1 })
        const cartId = await seeded.checkout.createCart({ buyer: { firstName: "Lea" }, items: [{ variant_id: seeded.catalog.shirtVariantId, quantity: 9 }] })
        const plans = await api.post(
          "/store/riverty/installment-plans",
          { cart_id: cartId, provider_id: providerId("installments") },
          { headers: { ...seeded.checkout.headers(), "x-forwarded-for": "198.51.100.7" }, validateStatus: () => true },
        )
        expect(plans.status).toBe(200)
        await axios.post(`${control()}/faults`, { method: "POST", path: "/api/v3/lookup/installment-plans", status: 400, times: 1, body: [{ type: "BusinessError", code: "400.001", message: "refused" }] })
        const otherCart = await seeded.checkout.createCart({ buyer: { firstName: "Lea" }, items: [{ variant_id: seeded.catalog.shirtVariantId, quantity: 8 }] })
        const refused = await api.post(
          "/store/riverty/installment-plans",
          { cart_id: otherCart, provider_id: providerId("installments") },
          { headers: { ...seeded.checkout.headers(), "x-forwarded-for": "198.51.100.7" }, validateStatus: () => true },
        )
        expect(refused.status).toBe(400)
      } finally {
        spies.forEach((spy) => spy.mockRestore())
      }
      const riverty = lines.filter((line) => line.includes("riverty "))
      expect(riverty.some((line) => line.startsWith("warn riverty request retried") && line.includes("installment-plans"))).toBe(true)
      expect(riverty.some((line) => line.startsWith("info riverty response") && line.includes("installment-plans"))).toBe(true)
      expect(riverty.some((line) => line.startsWith("warn riverty request failed") && line.includes("installment-plans"))).toBe(true)
      const all = lines.join("\n")
      for (const secret of ["emulator-key-de", "emulator-client-secret", "Bearer ", EMULATOR_NOTIFY_SECRET]) expect(all).not.toContain(secret)
    })
  },
})
