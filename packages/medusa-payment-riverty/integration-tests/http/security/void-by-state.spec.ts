import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import axios from "axios"
import { useEmulator } from "../fixtures/emulator"
import { emulatorReader, placeOrder, rivertyTotals, type PlacedOrder } from "../fixtures/order-management"
import { useSeededStore } from "../fixtures/seeded-store"

// Finding 14: cancelling depended on `400.116`, a code the emulator invented, to recognise an
// authorization that was already voided or had expired. Riverty documents a refused void only as a
// 400 with a BusinessError message array, without a code for this case; so the plugin reads the
// order back (GET order: status, captured, voided and remaining amounts) instead. The faults
// below answer the refused void with a code the plugin cannot know, as the real service may.
jest.setTimeout(240 * 1000)

const emulator = useEmulator()

const refusal = (code: string, message: string) => [
  { type: "BusinessError", code, message, actionCode: "Unavailable", customerFacingMessage: message },
]

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    // No notification callbacks are registered: Riverty's own notifications must not cancel
    // Medusa's payment before the cancel under test does.
    const seeded = useSeededStore(api, getContainer, { catalog: true, admin: true })
    const control = () => `${emulator.current.url}/_emulator`
    const reader = () => emulatorReader(emulator.current)
    const any = { validateStatus: () => true }

    afterEach(async () => {
      await axios.delete(`${control()}/faults`)
    })

    /** Riverty refuses every void of the order with this 400 (the order itself is untouched). */
    const refuseVoids = async (order: PlacedOrder, code: string, message: string) => {
      const body = { method: "POST", path: `/api/v3/orders/${order.orderNumber}/voids`, status: 400, body: refusal(code, message), times: 0 }
      expect((await axios.post(`${control()}/faults`, body)).status).toBe(201)
    }

    async function medusaState(order: PlacedOrder) {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: payments } = await query.graph({ entity: "payment", fields: ["canceled_at", "data"], filters: { id: order.paymentId } })
      const { data: orders } = await query.graph({ entity: "order", fields: ["status"], filters: { id: order.orderId } })
      const payment = payments[0] as unknown as { canceled_at: unknown; data: { riverty_status?: string } }
      return { paymentCanceled: !!payment.canceled_at, rivertyStatus: payment.data.riverty_status, orderStatus: (orders[0] as { status: string }).status }
    }

    const cancel = (order: PlacedOrder) => api.post(`/admin/orders/${order.orderId}/cancel`, {}, { ...seeded.admin, ...any })

    describe("a second cancel", () => {
      it("of an authorization voided already (e.g. in Riverty's portal) is recognised from the order, whatever code the refusal has", async () => {
        const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Voidedtwice")
        await reader().orders.voidAuthorization(order.orderNumber, {}, { country: "DE" })
        await refuseVoids(order, "400.000", "Order Already Voided")
        const response = await cancel(order)
        expect(response.status).toBe(200)
        expect(await medusaState(order)).toEqual({ paymentCanceled: true, rivertyStatus: "Cancelled", orderStatus: "canceled" })
        const state = await reader().orders.getOrder(order.orderNumber)
        expect(state.cancellations ?? []).toHaveLength(1)
        expect(rivertyTotals(state)).toMatchObject({ voided: rivertyTotals(state).authorized, captured: 0, remaining: 0 })
      })

      it("answered as the emulator answers it (a documented 400 BusinessError array) is recognised from the order too", async () => {
        const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Voidedagain")
        await reader().orders.voidAuthorization(order.orderNumber, {}, { country: "DE" })
        const response = await cancel(order)
        expect(response.status).toBe(200)
        expect(await medusaState(order)).toEqual({ paymentCanceled: true, rivertyStatus: "Cancelled", orderStatus: "canceled" })
        expect((await reader().orders.getOrder(order.orderNumber)).cancellations ?? []).toHaveLength(1)
      })
    })

    it("a cancel of an expired authorization is recognised from the order's Expired status", async () => {
      const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Expiredcancel")
      await axios.post(`${control()}/clock/advance`, { days: 31 })
      expect((await reader().orders.getOrder(order.orderNumber)).orderDetails.status).toBe("Expired")
      await refuseVoids(order, "400.000", "Authorization expired")
      const response = await cancel(order)
      expect(response.status).toBe(200)
      expect(await medusaState(order)).toEqual({ paymentCanceled: true, rivertyStatus: "Expired", orderStatus: "canceled" })
    })

    it("an unrelated refusal of an open authorization is not mistaken for 'already voided': Medusa's payment stays uncancelled", async () => {
      const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Voidrefused")
      // The very code the plugin used to read as "already voided".
      await refuseVoids(order, "400.116", "Void not allowed for this merchant")
      // Medusa's cancel-order workflow logs a failed payment cancel and cancels the order anyway;
      // what must not happen is a payment booked as cancelled while Riverty still holds it.
      const response = await cancel(order)
      expect(response.status).toBeLessThan(500)
      expect(await medusaState(order)).toMatchObject({ paymentCanceled: false })
      const state = await reader().orders.getOrder(order.orderNumber)
      expect(state.orderDetails.status).toBe("Accepted")
      expect(state.cancellations ?? []).toEqual([])
      expect(rivertyTotals(state).remaining).toBe(rivertyTotals(state).authorized)
    })

    it("an unrelated refusal reaches the caller of the payment module as Riverty's error, not as done", async () => {
      const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Voidrefused2")
      await refuseVoids(order, "400.116", "Void not allowed for this merchant")
      const payments = getContainer().resolve(Modules.PAYMENT)
      const failure = await payments.cancelPayment(order.paymentId).then(
        () => undefined,
        (error: Error) => error
      )
      expect(failure?.message).toMatch(/Riverty cancel failed .*400\.116/)
      expect(await medusaState(order)).toMatchObject({ paymentCanceled: false })
      expect((await reader().orders.getOrder(order.orderNumber)).cancellations ?? []).toEqual([])
    })
  },
})
