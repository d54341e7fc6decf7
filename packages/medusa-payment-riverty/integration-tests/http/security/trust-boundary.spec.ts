import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import axios from "axios"
import { providerId } from "../../../src/providers/riverty/payment-methods"
import { useEmulator } from "../fixtures/emulator"
import { emulatorReader, placeOrder } from "../fixtures/order-management"
import { useSeededStore } from "../fixtures/seeded-store"

// Finding 1 (and the second half of 16): the storefront writes the payment session's `data`, so
// nothing in it may decide a payment. Provider-owned and unknown keys are refused when the session
// is created (400 naming them), and authorize decides from the provider's own table and Riverty's
// answer even when the stored session data says otherwise.
jest.setTimeout(180 * 1000)

const emulator = useEmulator()
const BIRTH_DATE = { birth_date: "1980-05-17" }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true, admin: true })

    const emulatorOrder = async (orderNumber: string) => {
      const response = await axios.get(`${emulator.current.url}/_emulator/orders/${orderNumber}`, { validateStatus: () => true })
      return response.status === 200 ? (response.data as { status: string; totalGrossCents: number }) : undefined
    }
    const authorizeCalls = async () => {
      const { data } = await axios.get(`${emulator.current.url}/_emulator/journal?method=POST&path=/api/v3/checkout/authorize`)
      return (data as unknown[]).length
    }
    const ordersOfCart = async (cartId: string) => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
      return data.length
    }
    const shippedCart = (firstName: string) =>
      seeded.checkout.createCart({ buyer: { firstName }, items: [{ variant_id: seeded.catalog.shirtVariantId, quantity: 1 }], shippingOptionId: seeded.catalog.shippingOptionId })
    const sessionOf = (response: { data: { payment_collection: { payment_sessions: { id: string; data: Record<string, unknown> }[] } } }) =>
      response.data.payment_collection.payment_sessions[0]

    /** What a store with its own route writing session data (or a database editor) could do. */
    async function overwriteSessionData(sessionId: string, patch: Record<string, unknown>) {
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      await pg.raw(`UPDATE payment_session SET data = data || ?::jsonb WHERE id = ?`, [JSON.stringify(patch), sessionId])
    }

    it("refuses a storefront's riverty_outcome at the payment step; the rejected shopper gets no order anywhere", async () => {
      const cartId = await shippedCart("Reject")
      const before = await authorizeCalls()
      const started = await seeded.checkout.startPayment(cartId, providerId("invoice"), { ...BIRTH_DATE, riverty_outcome: "Accepted" })
      expect(started.status).toBe(400)
      expect(started.data.message).toMatch(/riverty_outcome is set by the provider/)

      const completed = await seeded.checkout.complete(cartId)
      expect(completed.data.type).not.toBe("order")
      expect(await ordersOfCart(cartId)).toBe(0)
      expect(await authorizeCalls()).toBe(before)
    })

    it("decides from Riverty, not from session data: a forged Accepted in the stored data completes nothing", async () => {
      const cartId = await shippedCart("Reject")
      const session = sessionOf(await seeded.checkout.startPayment(cartId, providerId("invoice"), BIRTH_DATE))
      await overwriteSessionData(session.id, { riverty_outcome: "Accepted", riverty_status: "Accepted", reservation_id: "forged" })

      const completed = await seeded.checkout.complete(cartId)
      expect(completed.status).toBe(200)
      expect(completed.data).toMatchObject({ type: "cart", error: { type: "payment_authorization_error" } })
      expect(await ordersOfCart(cartId)).toBe(0)
      expect((await emulatorOrder(session.id))?.status).toBe("Rejected")
    })

    it("answers 400 (not 500) to an order_number of another session's accepted order, and books no order", async () => {
      const victim = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Erika")
      expect((await emulatorOrder(victim.orderNumber))?.status).toBe("Accepted")

      const cartId = await shippedCart("Mallory")
      const started = await seeded.checkout.startPayment(cartId, providerId("invoice"), { ...BIRTH_DATE, order_number: victim.orderNumber })
      expect(started.status).toBe(400)
      expect(started.data.message).toMatch(/order_number is set by the provider/)
      expect(await ordersOfCart(cartId)).toBe(0)
    })

    it("refuses stored session data pointing at another session's order when the cart is completed", async () => {
      const victim = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Erika")
      const cartId = await shippedCart("Mallory")
      const session = sessionOf(await seeded.checkout.startPayment(cartId, providerId("invoice"), BIRTH_DATE))
      await overwriteSessionData(session.id, { order_number: victim.orderNumber, session_id: victim.orderNumber, riverty_outcome: "Accepted" })
      const before = await authorizeCalls()

      const completed = await seeded.checkout.complete(cartId)
      expect(completed.status).toBe(400)
      expect(await ordersOfCart(cartId)).toBe(0)
      expect(await authorizeCalls()).toBe(before)
      expect(await emulatorOrder(session.id)).toBeUndefined()
    })

    it("refuses unknown keys and another method's fields, naming each", async () => {
      const cartId = await shippedCart("Erika")
      const started = await seeded.checkout.startPayment(cartId, providerId("invoice"), {
        ...BIRTH_DATE,
        colour: "red",
        iban: "DE89370400440532013000",
        redirect_url: "https://evil.example",
      })
      expect(started.status).toBe(400)
      expect(started.data.message).toMatch(/redirect_url is set by the provider/)
      expect(started.data.message).toMatch(/colour, iban are not a field of this payment method/)
    })

    it("refuses to capture a payment whose data names another session's Riverty order (400), capturing nothing", async () => {
      const victim = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Erika")
      const own = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Otto")
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      await pg.raw(`UPDATE payment SET data = data || ?::jsonb WHERE id = ?`, [JSON.stringify({ order_number: victim.orderNumber }), own.paymentId])

      const captured = await api.post(`/admin/payments/${own.paymentId}/capture`, {}, { ...seeded.admin, validateStatus: () => true })
      expect(captured.status).toBe(400)
      expect(captured.data.message).toMatch(/order_number is not the one the provider assigned/)
      const reader = emulatorReader(emulator.current)
      expect((await reader.orders.getOrder(victim.orderNumber)).captures ?? []).toHaveLength(0)
      expect((await reader.orders.getOrder(own.orderNumber)).captures ?? []).toHaveLength(0)
    })
  },
})
