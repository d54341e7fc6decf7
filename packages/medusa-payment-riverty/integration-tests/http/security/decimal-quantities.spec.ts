import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { useEmulator } from "../fixtures/emulator"
import { eventually, emulatorReader, placeOrder, rivertyTotals, type PlacedOrder } from "../fixtures/order-management"
import { useSeededStore } from "../fixtures/seeded-store"

jest.setTimeout(240 * 1000)

// The provider option `decimalQuantities` on (medusa-config.ts reads these at
// boot). Each shipment then takes its share of the shipping and discount lines in fractional
// quantities at the authorized unit prices, and the shipments' captures add up to the order.
process.env.RIVERTY_CAPTURE = "on_shipment"
process.env.RIVERTY_DECIMAL_QUANTITIES = "true"

const emulator = useEmulator()

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true, admin: true })

    async function fulfillmentIds(orderId: string): Promise<string[]> {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "order", fields: ["fulfillments.id"], filters: { id: orderId } })
      return ((data[0] as unknown as { fulfillments: { id: string }[] }).fulfillments ?? []).map((f) => f.id)
    }

    /** Fulfils and ships `quantity` of one order line through the admin API. */
    async function ship(order: PlacedOrder, variantId: string, quantity: number, tracking: string): Promise<void> {
      const item = order.items.find((i) => i.variantId === variantId)!
      const before = await fulfillmentIds(order.orderId)
      const created = await api.post(`/admin/orders/${order.orderId}/fulfillments`, { items: [{ id: item.id, quantity }] }, seeded.admin)
      expect(created.status).toBe(200)
      const fulfillmentId = (await fulfillmentIds(order.orderId)).find((id) => !before.includes(id))!
      const shipped = await api.post(
        `/admin/orders/${order.orderId}/fulfillments/${fulfillmentId}/shipments`,
        { items: [{ id: item.id, quantity }], labels: [{ tracking_number: tracking, tracking_url: `https://track.example/${tracking}`, label_url: `https://label.example/${tracking}` }] },
        seeded.admin
      )
      expect(shipped.status).toBe(200)
    }

    async function medusaCapturedCents(paymentId: string): Promise<number> {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "payment", fields: ["captures.amount"], filters: { id: paymentId } })
      return (data[0] as unknown as { captures: { amount: number }[] }).captures.reduce((s, c) => s + Math.round(Number(c.amount) * 100), 0)
    }

    it("captures each shipment with its share of shipping and discounts in fractional quantities", async () => {
      const orderAtRiverty = emulatorReader(emulator.current)
      const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Decimal")
      const capturesOf = (count: number) =>
        eventually(async () => {
          const state = await orderAtRiverty.orders.getOrder(order.orderNumber)
          return (state.captures ?? []).length >= count ? state : undefined
        }, 30_000)
      const lines = (c: { captureItems?: { productId?: string | null; quantity?: number | null; grossUnitPrice?: number | null }[] | null }) =>
        (c.captureItems ?? []).map((i) => [i.productId, i.quantity, i.grossUnitPrice])

      const shipping = expect.stringMatching(/^shipping-/)
      const captureCents = (c: NonNullable<typeof afterFirst.captures>[number]) =>
        (c.captureItems ?? []).reduce((sum, i) => sum + Math.round((i.grossUnitPrice ?? 0) * 100 * (i.quantity ?? 0)), 0)

      // The order: 2 shirts 11.90 (19 %), 3 books 5.35 (7 %), shipping 5.95, discounts -2.38 (19 %)
      // and -1.60 (7 %): 41.82. First one shirt: 11.90 / 39.85 of the shipping is 1.7768 -> 1.78
      // (rounded down it would be 1.77), half the 19 % discount.
      await ship(order, seeded.catalog.shirtVariantId, 1, "DEC-1")
      const afterFirst = await capturesOf(1)
      expect(lines(afterFirst.captures![0])).toEqual([
        ["SHIRT-M", 1, 11.9],
        [shipping, 0.29915966, 5.95],
        ["discount-vat-19", 0.5, -2.38],
      ])
      expect(afterFirst.captures![0].amount).toBe(12.49)

      // The books: 16.05 / 27.95 of the 4.17 shipping still open is 2.3946 -> 2.39, the whole 7 % discount.
      await ship(order, seeded.catalog.bookVariantId, 3, "DEC-2")
      const afterSecond = await capturesOf(2)
      expect(lines(afterSecond.captures![1])).toEqual([
        ["BOOK-PB", 3, 5.35],
        [shipping, 0.40168067, 5.95],
        ["discount-vat-7", 1, -1.6],
      ])
      expect(afterSecond.captures![1].amount).toBe(16.84)

      // The last shirt takes everything still open, to the exact quantity.
      await ship(order, seeded.catalog.shirtVariantId, 1, "DEC-3")
      const afterThird = await capturesOf(3)
      expect(lines(afterThird.captures![2])).toEqual([
        ["SHIRT-M", 1, 11.9],
        [shipping, 0.29915967, 5.95],
        ["discount-vat-19", 0.5, -2.38],
      ])
      expect(afterThird.captures![2].amount).toBe(12.49)

      // Every invoice's lines come to its amount, the captures to the authorized 41.82, and
      // Medusa booked the same.
      for (const capture of afterThird.captures ?? []) expect(captureCents(capture)).toBe(Math.round((capture.amount ?? 0) * 100))
      const totals = rivertyTotals(afterThird)
      expect([totals.authorized, totals.captured]).toEqual([4182, 4182])
      await eventually(async () => ((await medusaCapturedCents(order.paymentId)) === 4182 ? true : undefined), 30_000)
    })
  },
})
