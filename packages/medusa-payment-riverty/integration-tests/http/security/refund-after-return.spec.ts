import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { RivertyClient } from "riverty-client"
import { useEmulator } from "../fixtures/emulator"
import { emulatorReader, placeOrder } from "../fixtures/order-management"
import { useSeededStore } from "../fixtures/seeded-store"

jest.setTimeout(180 * 1000)

// Over HTTP: after every line of one VAT rate of a capture came back and was
// refunded (the books, 7 %), a partial refund of the rest is split over what each rate still
// holds: all of it at 19 %. Ignoring earlier refunds would give the 7 % rate a share that no
// captured line can carry, and the refund would fail.
const emulator = useEmulator()

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true, admin: true })
    let client: RivertyClient

    beforeAll(async () => {
      client = emulatorReader(emulator.current)
    })

    it("refunds part of a capture whose 7 % lines were refunded before, all at 19 %", async () => {
      const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Returned")
      const captured = await api.post(`/admin/payments/${order.paymentId}/capture`, {}, { ...seeded.admin, validateStatus: () => true })
      expect(captured.status).toBe(200)
      const [capture] = (await client.orders.getOrder(order.orderNumber)).captures ?? []

      // The three books came back; the merchant refunds exactly those lines at Riverty.
      const books = (capture.captureItems ?? []).filter((i) => i.productId === "BOOK-PB")
      expect(books.map((b) => [b.quantity, b.grossUnitPrice, b.vatPercent])).toEqual([[3, 5.35, 7]])
      const items = books.map((b) => ({
        productId: b.productId!,
        description: b.description!,
        quantity: 3,
        grossUnitPrice: 5.35,
        netUnitPrice: 5,
        vatPercent: 7,
        vatAmount: 0.35,
      }))
      await client.orders.refund(order.orderNumber, { captureNumber: capture.captureNumber, items, refundType: "Return" }, { idempotencyKey: `books-${order.orderNumber}` })

      // 10.00 more through Medusa: one shipping unit (5.95) and an adjusting line of 4.05 on a
      // shirt, both at 19 %.
      const refunded = await api.post(`/admin/payments/${order.paymentId}/refund`, { amount: 10 }, { ...seeded.admin, validateStatus: () => true })
      expect([refunded.status, refunded.data?.message]).toEqual([200, undefined])
      const refunds = (await client.orders.getOrder(order.orderNumber)).refunds ?? []
      const last = refunds[refunds.length - 1]
      expect(last.amount).toBe(-10)
      expect((last.refundItems ?? []).map((i) => [i.productId, i.description, i.quantity, i.grossUnitPrice, i.vatPercent])).toEqual([
        [expect.stringMatching(/^shipping-/), "Standard parcel", 1, -5.95, 19],
        ["SHIRT-M", "Shirt - M (adjusting line)", 1, -4.05, 19],
      ])
    })
  },
})
