import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { AxiosInstance } from "axios"
import { placeRivertyOrder } from "../fixtures/admin-order"
import { useEmulator } from "../fixtures/emulator"
import { useSeededStore } from "../fixtures/seeded-store"

jest.setTimeout(180 * 1000)

const emulator = useEmulator()

type Line = { productId: string; quantity: number; grossUnitPrice: number; vatPercent: number }
const cents = (amount: number): number => Math.round(amount * 100)
const linesCents = (items: readonly Line[]): number => items.reduce((sum, i) => sum + cents(i.grossUnitPrice) * i.quantity, 0)

// Partial refunds by amount one after another, whole quantities (the default): the first one's
// adjusting line takes the jacket's only unit, so the next ones carry their 19 % share on a line
// of their own. Each reaches Riverty with lines worth exactly its amount, never more jackets than
// captured, and Riverty's refunds are Medusa's, cent for cent.
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true, productPrice: 40, admin: true })

    it("refunds 10 €, 10 € and the rest of one captured jacket, each accepted by Riverty with lines worth its amount", async () => {
      const { orderId } = await placeRivertyOrder(api as AxiosInstance, seeded.store, seeded.variantId, 1, "Successive")
      const { data } = await api.get(`/admin/orders/${orderId}?fields=*payment_collections.payments`, seeded.admin)
      const paymentId = data.order.payment_collections[0].payments[0].id as string
      const orderNumber = (await api.get(`/admin/riverty/orders/${orderId}`, seeded.admin)).data.riverty.order_number as string
      const rivertyOrder = () => Object.values(emulator.current.state().orders).find((o) => o.orderNumber === orderNumber)!

      expect((await api.post(`/admin/payments/${paymentId}/capture`, {}, { ...seeded.admin, validateStatus: () => true })).status).toBe(200)
      const [capture] = rivertyOrder().captures
      const jackets = (capture.items as Line[]).filter((i) => i.grossUnitPrice > 0)
      expect(jackets.map((i) => [i.quantity, i.vatPercent])).toEqual([[1, 19]])
      const capturedCents = capture.amountCents

      const amounts = [1000, 1000, capturedCents - 2000]
      for (const amount of amounts) {
        const res = await api.post(`/admin/payments/${paymentId}/refund`, { amount: amount / 100 }, { ...seeded.admin, validateStatus: () => true })
        expect([res.status, res.data?.message]).toEqual([200, undefined])
      }

      const orderAtRiverty = rivertyOrder()
      expect(orderAtRiverty.refunds.map((r) => r.amountCents)).toEqual(amounts)
      const [first, second, rest] = orderAtRiverty.refunds
      for (const partial of [first, second]) {
        expect(Math.abs(linesCents(partial.items as Line[]))).toBe(partial.amountCents)
        for (const item of partial.items) expect(Number.isInteger(item.quantity)).toBe(true)
        expect(partial.items.every((i) => i.vatPercent === 19)).toBe(true)
      }
      // The jacket once (its adjusting line), then a refund share line at 19 %; the rest without lines.
      expect((first.items as Line[]).map((i) => [i.productId, i.quantity])).toEqual([[jackets[0].productId, 1]])
      expect((second.items as Line[]).map((i) => [i.productId, i.quantity])).toEqual([["refund-share-19", 1]])
      expect(rest.items).toEqual([])
      expect([orderAtRiverty.refundedCents, orderAtRiverty.captures[0].refundedCents]).toEqual([capturedCents, capturedCents])

      // Medusa's refunds are Riverty's, in cents.
      const payment = (await api.get(`/admin/payments/${paymentId}?fields=*refunds`, seeded.admin)).data.payment
      expect((payment.refunds as { amount: number }[]).map((r) => cents(Number(r.amount))).sort((a, b) => a - b)).toEqual([...amounts].sort((a, b) => a - b))
    })
  },
})
