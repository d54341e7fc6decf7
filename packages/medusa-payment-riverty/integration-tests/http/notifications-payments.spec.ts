import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import axios from "axios"
import retryRivertyNotifications from "../../src/jobs/retry-riverty-notifications"
import { createRivertyClient } from "riverty-client"
import { useBackendUrl } from "./fixtures/backend-url"
import { pendingHostedCheckout } from "./fixtures/checkout"
import { useEmulator } from "./fixtures/emulator"
import { adminHeaders, rivertyModule, waitFor } from "./fixtures/notifications"
import { useSeededStore } from "./fixtures/seeded-store"

jest.setTimeout(240 * 1000)

const backend = useBackendUrl()
const emulator = useEmulator()
// medusa-config.ts reads it at boot: a deferred reconciliation is retried after 200 ms, not 30 s.
process.env.RIVERTY_NOTIFICATION_RETRY_BASE_MS = "200"

/** The browser on the hosted page: press Accept and get the 303 back to the shop's return URL. */
async function acceptOnHostedPage(redirectUrl: string): Promise<string> {
  const response = await fetch(redirectUrl, { method: "POST", body: new URLSearchParams({ action: "accept" }), redirect: "manual" })
  expect(response.status).toBe(303)
  return String(response.headers.get("location"))
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true })
    let admin: { headers: Record<string, string> }
    const control = () => `${emulator.current.url}/_emulator`

    beforeAll(async () => {
      admin = await adminHeaders(api, getContainer())
      // Riverty notifies the plugin's inbox of every type.
      const registered = await api.post("/admin/riverty/notifications/callbacks", { url: `${backend.current}/riverty/notifications` }, admin)
      expect(registered.status).toBe(200)
    })

    afterEach(async () => {
      await axios.post(`${control()}/deliveries/modes/reset`)
    })

    async function ordersOfCart(cartId: string): Promise<string[]> {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
      return data.map((row: { order_id: string }) => row.order_id)
    }

    /** A redirect-flow cart whose complete-cart answered "not yet", with its hosted page URL. */
    async function pendingCheckout() {
      return pendingHostedCheckout(seeded.checkout, seeded.catalog)
    }

    /** A checkout completed through the hosted page and the return URL: its order and session. */
    async function completedCheckout() {
      const { cartId, sessionId, redirectUrl } = await pendingCheckout()
      const returnUrl = await acceptOnHostedPage(redirectUrl)
      await axios.get(returnUrl, { maxRedirects: 0, validateStatus: () => true })
      const [orderId] = await ordersOfCart(cartId)
      expect(orderId).toBeDefined()
      return { cartId, sessionId, orderId }
    }

    async function paymentOf(sessionId: string) {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "payment",
        fields: ["id", "amount", "captured_at", "canceled_at", "captures.amount"],
        filters: { payment_session_id: sessionId },
      })
      return data[0] as { id: string; amount: number; captured_at: string | null; canceled_at: string | null; captures: { amount: number }[] }
    }

    const notificationOf = async (sessionId: string, type: string) =>
      (await rivertyModule(getContainer()).listRivertyNotifications({ order_number: sessionId, type }))[0]

    /** Runs the retry job until the notification is processed (retries come after 200 ms here). */
    async function processedWithRetries(sessionId: string, type: string) {
      await waitFor(async () => {
        await retryRivertyNotifications(getContainer())
        return (await notificationOf(sessionId, type))?.status === "processed"
      }, { timeoutMs: 30_000, intervalMs: 250 })
      return notificationOf(sessionId, type)
    }

    it("books a capture made at Riverty (e.g. in its merchant portal) in Medusa, once", async () => {
      const { sessionId } = await completedCheckout()
      const client = createRivertyClient({ environment: "emulator", emulatorUrl: emulator.current.url, apiKeys: { DE: "emulator-key-de" } })
      const order = await client.orders.getOrder(sessionId, { country: "DE" })
      await client.orders.capture(
        sessionId,
        { orderDetails: { totalGrossAmount: order.orderDetails.totalGrossAmount!, totalNetAmount: order.orderDetails.totalNetAmount!, currency: "EUR" } },
        { country: "DE", idempotencyKey: `portal-${sessionId.slice(-20)}` },
      )

      const notification = await processedWithRetries(sessionId, "payments/transactionCaptured")
      expect(notification.outcome).toMatch(/capture of [\d.]+ made at Riverty booked in Medusa/)
      expect(notification.attempts).toBe(2) // the first attempt waits for a Medusa capture that may be settling
      const payment = await paymentOf(sessionId)
      expect(payment.captures).toHaveLength(1)
      expect(Number(payment.captures[0].amount)).toBeCloseTo(order.orderDetails.totalGrossAmount!, 2)
      expect(payment.captured_at).not.toBeNull()
    })

    it("does not book a capture made from Medusa a second time when its notification arrives", async () => {
      const { sessionId } = await completedCheckout()
      const before = await paymentOf(sessionId)
      const captured = await api.post(`/admin/payments/${before.id}/capture`, {}, { ...admin, validateStatus: () => true })
      expect(captured.status).toBe(200)

      const notification = await processedWithRetries(sessionId, "payments/transactionCaptured")
      expect(notification.outcome).toMatch(/captures match Medusa/)
      const payment = await paymentOf(sessionId)
      expect(payment.captures).toHaveLength(1)
      expect(Number(payment.captures[0].amount)).toBeCloseTo(Number(before.amount), 2)
    })

    it("cancels the Medusa payment when Riverty reports the authorization canceled", async () => {
      const { sessionId } = await completedCheckout()
      const client = createRivertyClient({ environment: "emulator", emulatorUrl: emulator.current.url, apiKeys: { DE: "emulator-key-de" } })
      await client.orders.voidAuthorization(sessionId, {}, { country: "DE", idempotencyKey: `portal-void-${sessionId.slice(-15)}` })

      const notification = await processedWithRetries(sessionId, "payments/transactionCanceled")
      expect(notification.outcome).toMatch(/Medusa payment canceled/)
      expect((await paymentOf(sessionId)).canceled_at).not.toBeNull()
    })

    /** The emulator's request count so far (its journal's last sequence number). */
    const journalMark = async (): Promise<number> => {
      const { data } = await axios.get(`${control()}/journal`, { params: { limit: 1 } })
      return (data as { seq: number }[])[0]?.seq ?? 0
    }
    /** Reads of the Riverty order itself (GET /api/v3/orders/{number}) since `mark`. */
    const orderReadsSince = async (orderNumber: string, mark: number): Promise<number> => {
      const path = `/api/v3/orders/${orderNumber}`
      const { data } = await axios.get(`${control()}/journal`, { params: { method: "GET", path } })
      return (data as { seq: number; path: string }[]).filter((e) => e.seq > mark && e.path === path).length
    }

    const authorizedNotifications = (sessionId: string) =>
      rivertyModule(getContainer()).listRivertyNotifications({ order_number: sessionId, type: "payments/transactionAuthorized" })

    it("gives a customer who abandons the hosted page after accepting exactly one order, from the notification (delivered three times)", async () => {
      const { cartId, sessionId, redirectUrl } = await pendingCheckout()
      await axios.post(`${control()}/deliveries/duplicate`, { count: 1, copies: 3 })
      const mark = await journalMark()
      await acceptOnHostedPage(redirectUrl) // …and the browser never follows the return URL

      await waitFor(async () => (await ordersOfCart(cartId)).length > 0, { timeoutMs: 60_000, intervalMs: 250 })
      await waitFor(async () => (await authorizedNotifications(sessionId))[0]?.status === "processed")
      // Every copy was answered by the store, so none is still on its way to a second order.
      const delivered = async () => {
        const { data } = await axios.get(`${control()}/deliveries?type=payments/transactionAuthorized`)
        const [row] = await authorizedNotifications(sessionId)
        return (data.deliveries ?? data).filter((d: { notificationId: string; status: string }) => d.notificationId === row.notification_id && d.status === "delivered").length
      }
      await waitFor(async () => (await delivered()) === 3)

      const orders = await ordersOfCart(cartId)
      expect(orders).toHaveLength(1)
      const [notification] = await authorizedNotifications(sessionId)
      expect(await authorizedNotifications(sessionId)).toHaveLength(1)
      expect(notification).toMatchObject({ status: "processed", attempts: 1, outcome: "payment: authorized processed" })
      const { data: deliveries } = await axios.get(`${control()}/deliveries?type=payments/transactionAuthorized`)
      const ours = (deliveries.deliveries ?? deliveries).filter((d: { notificationId: string }) => d.notificationId === notification.notification_id)
      expect(ours.length).toBe(3)

      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: payments } = await query.graph({ entity: "payment", fields: ["id"], filters: { payment_session_id: sessionId } })
      expect(payments).toHaveLength(1)
      // Riverty's order is the evidence, read once for the notification that made the order (the
      // processed one): the copies were acknowledged as duplicates and read nothing, and the
      // provider answered Medusa's authorization from what that read recorded.
      expect(await orderReadsSince(sessionId, mark)).toBe(1)

      // The order's ledger shows the authorization, linked to the order created from it.
      const { data: ledger } = await api.get(`/admin/riverty/ledger?order_id=${orders[0]}`, admin)
      expect(ledger.ledger_entries).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: "payment_status", status: "Authorized", order_id: orders[0] })]),
      )
      // …and through Query, from the order (read-only link).
      const { data: withLedger } = await query.graph({ entity: "order", fields: ["id", "riverty_ledger_entries.kind", "riverty_ledger_entries.status"], filters: { id: orders[0] } })
      expect(withLedger[0].riverty_ledger_entries).toEqual(expect.arrayContaining([expect.objectContaining({ kind: "payment_status", status: "Authorized" })]))
    })

    it("does not give a customer returning at the same moment as the notification a second order", async () => {
      const { cartId, sessionId, redirectUrl } = await pendingCheckout()
      await axios.post(`${control()}/deliveries/hold`)
      const returnUrl = await acceptOnHostedPage(redirectUrl)

      await Promise.all([
        axios.post(`${control()}/deliveries/release`, { order: "fifo" }),
        axios.get(returnUrl, { maxRedirects: 0, validateStatus: () => true }),
        seeded.checkout.complete(cartId),
      ])
      // The return and complete-cart have answered (awaited above) and the notification is
      // processed: all three paths are through, so the count below is final.
      await waitFor(async () => (await authorizedNotifications(sessionId))[0]?.status === "processed", { timeoutMs: 60_000 })

      expect(await ordersOfCart(cartId)).toHaveLength(1)
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: payments } = await query.graph({ entity: "payment", fields: ["id"], filters: { payment_session_id: sessionId } })
      expect(payments).toHaveLength(1)
    })
  },
})
