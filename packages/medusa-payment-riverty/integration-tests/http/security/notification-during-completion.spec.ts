import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import axios from "axios"
import { providerId } from "../../../src/providers/riverty/payment-methods"
import { useBackendUrl } from "../fixtures/backend-url"
import { useEmulator } from "../fixtures/emulator"
import { adminHeaders, rivertyModule, waitFor } from "../fixtures/notifications"
import { emulatorReader } from "../fixtures/order-management"
import { useSeededStore } from "../fixtures/seeded-store"

// Riverty sends transactionAuthorized while the shopper's cart completion is still waiting for
// the authorize answer: Medusa has made the order but not yet the payment. Nested in the inbox's
// workflow, Medusa's processPaymentWorkflow skipped its cart lock, saw "order, no payment" and
// authorized the session a second time. Whichever payment insert lost ("already exists"), Medusa
// cancelled that authorization at Riverty: the checkout failed, or Riverty's Canceled notification
// then cancelled the shopper's payment. Run on its own it waits for the completion on the cart
// lock and finds the payment made. (With the nested workflow back, the completion answers 400.)
jest.setTimeout(240 * 1000)

const backend = useBackendUrl()
const emulator = useEmulator()
/** How long Riverty's authorize answer is held back after it authorized (and notified). */
const HOLD_MS = 6000
const AUTHORIZE = "/api/v3/checkout/authorize"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true })
    const control = () => `${emulator.current.url}/_emulator`

    beforeAll(async () => {
      const admin = await adminHeaders(api, getContainer())
      const registered = await api.post("/admin/riverty/notifications/callbacks", { url: `${backend.current}/riverty/notifications` }, admin)
      expect(registered.status).toBe(200)
    })

    afterEach(async () => {
      await axios.delete(`${control()}/faults`)
    })

    const authorizedRow = async (sessionId: string) =>
      (await rivertyModule(getContainer()).listRivertyNotifications({ order_number: sessionId, type: "payments/transactionAuthorized" }))[0]

    it("a transactionAuthorized processed while the completion awaits Riverty's answer authorizes nothing twice and cancels nothing", async () => {
      const cartId = await seeded.checkout.createCart({
        buyer: { firstName: "Concurrent" },
        items: [{ variant_id: seeded.catalog.shirtVariantId, quantity: 1 }],
        shippingOptionId: seeded.catalog.shippingOptionId,
      })
      const started = await seeded.checkout.startPayment(cartId, providerId("invoice"), { birth_date: "1980-05-17" })
      expect(started.status).toBe(200)
      const sessionId: string = started.data.payment_collection.payment_sessions[0].id
      const { data: before } = await axios.get(`${control()}/journal`, { params: { limit: 1 } })
      const mark = (before as { seq: number }[])[0]?.seq ?? 0
      expect((await axios.post(`${control()}/faults`, { method: "POST", path: AUTHORIZE, latencyMs: HOLD_MS, afterApply: true })).status).toBe(201)

      let answered = false
      const completion = seeded.checkout.complete(cartId).finally(() => {
        answered = true
      })
      // The race's precondition: the inbox took the notification up while the answer was held.
      await waitFor(async () => ((await authorizedRow(sessionId))?.attempts ?? 0) >= 1, { timeoutMs: HOLD_MS, intervalMs: 50 })
      const claimedWhileHeld = !answered

      const completed = await completion
      expect(claimedWhileHeld).toBe(true)
      expect([completed.status, completed.data.type]).toEqual([200, "order"])
      await waitFor(async () => (await authorizedRow(sessionId))?.status === "processed", { timeoutMs: 60_000, intervalMs: 100 })
      const row = await authorizedRow(sessionId)
      // Processed at the first attempt: no second authorization failed it.
      expect({ attempts: row.attempts, error: row.last_error ?? null }).toEqual({ attempts: 1, error: null })

      // One authorize reached Riverty, and its authorization stands.
      const { data: journal } = await axios.get(`${control()}/journal`, { params: { method: "POST", path: AUTHORIZE } })
      expect((journal as { seq: number }[]).filter((e) => e.seq > mark)).toHaveLength(1)
      const order = await emulatorReader(emulator.current).orders.getOrder(sessionId)
      expect(order.cancellations ?? []).toEqual([])
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: payments } = await query.graph({ entity: "payment", fields: ["id", "canceled_at"], filters: { payment_session_id: sessionId } })
      expect(payments.map((p: { canceled_at: unknown }) => p.canceled_at ?? null)).toEqual([null])
    })
  },
})
