import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { AxiosInstance } from "axios"
import { placeRivertyOrder } from "../fixtures/admin-order"
import { useEmulator } from "../fixtures/emulator"
import { useSeededStore } from "../fixtures/seeded-store"

jest.setTimeout(240 * 1000)

const emulator = useEmulator()

type Money = { amount: number | string }
type Payment = { id: string; amount: number; captures: Money[]; refunds: Money[] }

// The cents rule of docs/order-management.md: a Medusa total becomes cents half away from zero, and each operation sends
// the cents that bring Riverty to Medusa's new total in cents.
const centsOfTotal = (rows: Money[]): number => {
  const millionths = rows.reduce((sum, r) => sum + Math.round(Number(r.amount) * 1e6), 0)
  return Math.round(millionths / 1e4)
}

// Sub-cent amounts: Riverty always holds Medusa's totals in cents. Rounded half-up per operation,
// two refunds of 1.005 would become 2.02 at Riverty while Medusa books 2.01.
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { productPrice: 40, admin: true })

    const orderNumberOf = async (orderId: string): Promise<string> =>
      (await api.get(`/admin/riverty/orders/${orderId}`, seeded.admin)).data.riverty.order_number
    const rivertyOrder = (orderNumber: string) => Object.values(emulator.current.state().orders).find((o) => o.orderNumber === orderNumber)!
    const medusaPayment = async (orderId: string): Promise<Payment> => {
      const { data } = await api.get(
        `/admin/orders/${orderId}?fields=*payment_collections.payments.captures,*payment_collections.payments.refunds`,
        seeded.admin,
      )
      return data.order.payment_collections[0].payments[0] as Payment
    }

    it("captures and refunds of sub-cent amounts leave Riverty holding exactly Medusa's totals in cents", async () => {
      const { orderId } = await placeRivertyOrder(api as AxiosInstance, seeded.store, seeded.variantId, 1, "Cents")
      const payment = await medusaPayment(orderId)
      const orderNumber = await orderNumberOf(orderId)

      for (const amount of [1.005, 1.005, 2.0049]) {
        await api.post(`/admin/payments/${payment.id}/capture`, { amount }, seeded.admin)
        const medusa = await medusaPayment(orderId)
        expect(rivertyOrder(orderNumber).capturedCents).toBe(centsOfTotal(medusa.captures))
      }
      expect(rivertyOrder(orderNumber).capturedCents).toBe(401)

      for (const amount of [1.005, 1.005, 0.0049, 0.0051]) {
        await api.post(`/admin/payments/${payment.id}/refund`, { amount }, seeded.admin)
        const medusa = await medusaPayment(orderId)
        expect(rivertyOrder(orderNumber).refundedCents).toBe(centsOfTotal(medusa.refunds))
      }
      expect(rivertyOrder(orderNumber).refundedCents).toBe(202)

      // The rest of the authorization is captured to the cent: Riverty and Medusa both hold 40.00.
      await api.post(`/admin/payments/${payment.id}/capture`, { amount: 35.9851 }, seeded.admin)
      const medusa = await medusaPayment(orderId)
      expect(centsOfTotal(medusa.captures)).toBe(4000)
      expect(rivertyOrder(orderNumber).capturedCents).toBe(4000)
    })
  },
})
