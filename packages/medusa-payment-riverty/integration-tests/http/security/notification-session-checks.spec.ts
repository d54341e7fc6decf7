import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { updateRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { randomUUID } from "node:crypto"
import { ALL_PROVIDER_IDS, providerId } from "../../../src/providers/riverty/payment-methods"
import { signNotification } from "riverty-client"
import { useBackendUrl } from "../fixtures/backend-url"
import { EMULATOR_NOTIFY_SECRET, useEmulator } from "../fixtures/emulator"
import { postNotification, rivertyModule, waitFor } from "../fixtures/notifications"
import { useSeededStore } from "../fixtures/seeded-store"

// Finding 5, two smaller parts. Provider check: Riverty's order number is the Medusa session id, so
// a signed notification can name any payment session's id; the inbox acts only on sessions a
// Riverty provider holds, whichever URL the notification came to (Medusa's
// /hooks/payment/<riverty provider> hands it to the same inbox). The inbox records what a
// notification actually did: an "authorized" for a session Riverty rejected makes no order and
// says so.
jest.setTimeout(240 * 1000)

useBackendUrl()
useEmulator()
const SCA = "StrongCustomerAuthentication"
const HOOK_PATH = "/hooks/payment/riverty-invoice_riverty"
const SYSTEM_PROVIDER = "pp_system_default"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true })

    beforeAll(async () => {
      // The store also offers Medusa's own provider, whose sessions authorize without any payment.
      await updateRegionsWorkflow(getContainer()).run({
        input: { selector: { id: seeded.store.regionId }, update: { payment_providers: [...ALL_PROVIDER_IDS, SYSTEM_PROVIDER] } },
      })
    })

    const ordersOfCart = async (cartId: string): Promise<string[]> => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
      return data.map((row: { order_id: string }) => row.order_id)
    }
    const sessionStatus = async (sessionId: string) => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "payment_session", fields: ["id", "status"], filters: { id: sessionId } })
      return (data[0] as { status: string }).status
    }
    const inboxRow = async (notificationId: string) => (await rivertyModule(getContainer()).listRivertyNotifications({ notification_id: notificationId }))[0]
    const postAuthorizedHook = (orderNumber: string, id = randomUUID()) => {
      const body = JSON.stringify({
        id,
        timestamp: new Date().toISOString(),
        type: "payments/transactionAuthorized",
        parameters: { paymentTransactionToken: orderNumber, statusChange: { from: null, to: "Authorized" } },
      })
      return api.post(HOOK_PATH, body, {
        headers: { "content-type": "application/json", "riverty-signature": signNotification(body, EMULATOR_NOTIFY_SECRET) },
        validateStatus: () => true,
        transformRequest: [(data: string) => data],
      })
    }

    it("ignores a signed transactionAuthorized naming another provider's session; a Riverty session's is applied", async () => {
      const foreignCart = await seeded.checkout.createCart({
        buyer: { firstName: "Erika" },
        items: [{ variant_id: seeded.catalog.shirtVariantId, quantity: 1 }],
        shippingOptionId: seeded.catalog.shippingOptionId,
      })
      const foreign = await seeded.checkout.startPayment(foreignCart, SYSTEM_PROVIDER)
      expect(foreign.status).toBe(200)
      const foreignSession: string = foreign.data.payment_collection.payment_sessions[0].id
      expect(await sessionStatus(foreignSession)).toBe("pending")

      // A Riverty checkout the shopper accepted on the hosted page but never returned from: its
      // notification, sent after the foreign one, shows when Medusa has handled both.
      const markerCart = await seeded.checkout.createCart({
        buyer: { firstName: SCA },
        items: [{ variant_id: seeded.catalog.shirtVariantId, quantity: 1 }],
        shippingOptionId: seeded.catalog.shippingOptionId,
      })
      const started = await seeded.checkout.startPayment(markerCart, providerId("invoice"), { birth_date: "1985-02-03" })
      const markerSession: string = started.data.payment_collection.payment_sessions[0].id
      expect((await seeded.checkout.complete(markerCart)).data.type).toBe("cart")
      const pending = (await seeded.checkout.getCart(markerCart)).payment_collection.payment_sessions[0]
      const pressed = await fetch(String(pending.data.redirect_url), { method: "POST", body: new URLSearchParams({ action: "accept" }), redirect: "manual" })
      expect(pressed.status).toBe(303)

      const foreignId = randomUUID()
      const markerId = randomUUID()
      expect((await postAuthorizedHook(foreignSession, foreignId)).status).toBe(200)
      expect((await postAuthorizedHook(markerSession, markerId)).status).toBe(200)
      // Both were stored by the one inbox and processed from it; each row says what it did.
      await waitFor(async () => (await inboxRow(foreignId))?.status === "processed" && (await inboxRow(markerId))?.status === "processed", {
        timeoutMs: 60_000,
        intervalMs: 250,
      })
      expect((await inboxRow(foreignId)).outcome).toBe(`payment: provider ${SYSTEM_PROVIDER} is not a Riverty provider`)
      expect((await inboxRow(markerId)).outcome).toMatch(/^payment: authorized processed/)
      expect(await ordersOfCart(markerCart)).toHaveLength(1)

      expect(await ordersOfCart(foreignCart)).toEqual([])
      expect(await sessionStatus(foreignSession)).toBe("pending")
      expect((await seeded.checkout.getCart(foreignCart)).completed_at).toBeNull()
    })

    it("records an authorized notification of a session Riverty rejected as contradicted, and makes no order", async () => {
      const cartId = await seeded.checkout.createCart({
        buyer: { firstName: "Reject" },
        items: [{ variant_id: seeded.catalog.shirtVariantId, quantity: 1 }],
        shippingOptionId: seeded.catalog.shippingOptionId,
      })
      const started = await seeded.checkout.startPayment(cartId, providerId("invoice"), { birth_date: "1985-02-03" })
      const sessionId: string = started.data.payment_collection.payment_sessions[0].id
      expect((await seeded.checkout.complete(cartId)).data.type).toBe("cart")

      const id = randomUUID()
      const body = JSON.stringify({
        id,
        timestamp: new Date().toISOString(),
        type: "payments/transactionAuthorized",
        parameters: { paymentTransactionToken: sessionId, statusChange: { from: null, to: "Authorized" } },
      })
      expect((await postNotification(api, body, EMULATOR_NOTIFY_SECRET)).status).toBe(200)
      const row = async () => (await rivertyModule(getContainer()).listRivertyNotifications({ notification_id: id }))[0]
      await waitFor(async () => (await row())?.status === "contradicted", { timeoutMs: 60_000, intervalMs: 250 })
      expect((await row()).outcome).toBe("authorized contradicted by Riverty's order: Riverty's order is Rejected, not Accepted")
      expect(await ordersOfCart(cartId)).toEqual([])
    })
  },
})
