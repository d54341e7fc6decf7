import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AxiosInstance } from "axios"
import { eventually, placeRivertyOrder } from "../fixtures/admin-order"
import { checkoutHelpers, seedCatalog } from "../fixtures/checkout"
import { useEmulator } from "../fixtures/emulator"
import { placeOrder, type PlacedOrder } from "../fixtures/order-management"
import { useSeededStore } from "../fixtures/seeded-store"

jest.setTimeout(240 * 1000)

// Shipments are captured too (admin captures by amount work in this mode as well).
process.env.RIVERTY_CAPTURE = "on_shipment"

const emulator = useEmulator()

type Line = { productId: string; description: string; quantity: number; grossUnitPrice: number }
const linesCents = (items: Line[]): number => items.reduce((sum, i) => sum + Math.round(i.grossUnitPrice * 100) * i.quantity, 0)

// Captures and refunds by amount send whole units (an adjusting line for the rest): Riverty takes
// fractional quantities only by agreement with the merchant.
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { productPrice: 40, admin: true })

    const orderNumberOf = async (orderId: string): Promise<string> =>
      (await api.get(`/admin/riverty/orders/${orderId}`, seeded.admin)).data.riverty.order_number
    const rivertyOrder = (orderNumber: string) => Object.values(emulator.current.state().orders).find((o) => o.orderNumber === orderNumber)!
    const paymentOf = async (orderId: string) => {
      const { data } = await api.get(`/admin/orders/${orderId}?fields=*payment_collections.payments`, seeded.admin)
      return data.order.payment_collections[0].payments[0] as { id: string }
    }

    /** Fulfils and ships one order line through the admin API. */
    async function ship(order: PlacedOrder, variantId: string, tracking: string): Promise<void> {
      const item = order.items.find((i) => i.variantId === variantId)!
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const fulfillments = async () =>
        (((await query.graph({ entity: "order", fields: ["fulfillments.id"], filters: { id: order.orderId } })).data[0] as unknown as {
          fulfillments: { id: string }[]
        }).fulfillments ?? []).map((f) => f.id)
      const before = await fulfillments()
      await api.post(`/admin/orders/${order.orderId}/fulfillments`, { items: [{ id: item.id, quantity: item.quantity }] }, seeded.admin)
      const fulfillmentId = (await fulfillments()).find((id) => !before.includes(id))!
      await api.post(
        `/admin/orders/${order.orderId}/fulfillments/${fulfillmentId}/shipments`,
        { items: [{ id: item.id, quantity: item.quantity }], labels: [{ tracking_number: tracking, tracking_url: `https://track.example/${tracking}`, label_url: `https://label.example/${tracking}` }] },
        seeded.admin,
      )
    }

    it("captures on shipment send whole quantities at the order's own unit prices and add up to the authorized total", async () => {
      const catalog = await seedCatalog(getContainer(), seeded.store)
      const order = await placeOrder(getContainer(), checkoutHelpers(api as AxiosInstance, () => seeded.store), catalog, "Shipwhole")
      const captures = (count: number) =>
        eventually(async () => {
          const orderAtRiverty = rivertyOrder(order.orderNumber)
          return orderAtRiverty.captures.length >= count ? orderAtRiverty : undefined
        }, 30_000, `${count} captures`)
      await ship(order, catalog.shirtVariantId, "WHOLE-1")
      await captures(1)
      await ship(order, catalog.bookVariantId, "WHOLE-2")
      const orderAtRiverty = await captures(2)
      for (const capture of orderAtRiverty.captures) {
        for (const item of capture.items) {
          expect(Number.isInteger(item.quantity)).toBe(true)
          // No shares: each line at the unit price it was authorized with.
          expect(orderAtRiverty.items.some((o) => o.productId === item.productId && o.grossUnitPrice === item.grossUnitPrice)).toBe(true)
        }
        expect(linesCents(capture.items as Line[])).toBe(capture.amountCents)
      }
      expect(orderAtRiverty.capturedCents).toBe(orderAtRiverty.authorizedCents)
    })

    it("a partial capture and a partial refund by amount send whole quantities that add up to the amounts", async () => {
      const { orderId } = await placeRivertyOrder(api as AxiosInstance, seeded.store, seeded.variantId, 3, "Whole")
      const payment = await paymentOf(orderId)
      const orderNumber = await orderNumberOf(orderId)

      // 50.00 of 3 x 40.00: one whole unit and an adjusting line of 10.00 on the same product.
      await api.post(`/admin/payments/${payment.id}/capture`, { amount: 50 }, seeded.admin)
      let orderAtRiverty = rivertyOrder(orderNumber)
      expect(orderAtRiverty.captures).toHaveLength(1)
      const [capture] = orderAtRiverty.captures
      expect(capture.amountCents).toBe(5000)
      for (const item of capture.items) expect(Number.isInteger(item.quantity)).toBe(true)
      expect(linesCents(capture.items as Line[])).toBe(5000)
      const productId = orderAtRiverty.items[0].productId
      expect(capture.items.every((i) => i.productId === productId)).toBe(true)
      expect(capture.items.find((i) => i.grossUnitPrice === 10)?.description).toContain("(adjusting line)")

      // 15.00 back: whole units of what the capture holds, and an adjusting line for the rest.
      await api.post(`/admin/payments/${payment.id}/refund`, { amount: 15 }, seeded.admin)
      orderAtRiverty = rivertyOrder(orderNumber)
      expect(orderAtRiverty.refunds).toHaveLength(1)
      const [refund] = orderAtRiverty.refunds
      expect(refund.amountCents).toBe(1500)
      for (const item of refund.items) expect(Number.isInteger(item.quantity)).toBe(true)
      expect(Math.abs(linesCents(refund.items as Line[]))).toBe(1500)

      // The rest is captured in full; Riverty's quantities of the product never exceed the order's.
      await api.post(`/admin/payments/${payment.id}/capture`, { amount: 70 }, seeded.admin)
      orderAtRiverty = rivertyOrder(orderNumber)
      expect(orderAtRiverty.capturedCents).toBe(12000)
      const captured = orderAtRiverty.captures.flatMap((c) => c.items).reduce((sum, i) => sum + i.quantity, 0)
      expect(captured).toBeLessThanOrEqual(3)
      for (const item of orderAtRiverty.captures.flatMap((c) => c.items)) expect(Number.isInteger(item.quantity)).toBe(true)
      // Each capture is an invoice whose lines add up to its amount (the rest carries the rest of the adjusted unit).
      for (const c of orderAtRiverty.captures) expect(linesCents(c.items as Line[])).toBe(c.amountCents)
    })
  },
})
