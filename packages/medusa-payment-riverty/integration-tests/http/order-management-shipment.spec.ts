import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { IPaymentModuleService, UpdatePaymentDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import axios from "axios"
import type { RivertyClient } from "riverty-client"
import { captureRivertyShipmentWorkflow } from "../../src/workflows/captures/capture-shipment"
import { useEmulator } from "./fixtures/emulator"
import { eventually, emulatorReader, placeOrder, rivertyTotals, type PlacedOrder } from "./fixtures/order-management"
import { useSeededStore } from "./fixtures/seeded-store"

jest.setTimeout(180 * 1000)

// medusa-config.ts reads the provider's capture mode at boot.
process.env.RIVERTY_CAPTURE = "on_shipment"

const emulator = useEmulator()
const cents = (amount: number) => Math.round(amount * 100)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true, admin: true })
    let client: RivertyClient

    beforeAll(async () => {
      client = emulatorReader(emulator.current)
    })

    /** Fulfils and ships one order line through the admin API, with one tracked label. */
    async function ship(order: PlacedOrder, variantId: string, tracking: string): Promise<string> {
      const item = order.items.find((i) => i.variantId === variantId)!
      const before = await fulfillmentIds(order.orderId)
      const created = await api.post(`/admin/orders/${order.orderId}/fulfillments`, { items: [{ id: item.id, quantity: item.quantity }] }, seeded.admin)
      expect(created.status).toBe(200)
      const fulfillmentId = (await fulfillmentIds(order.orderId)).find((id) => !before.includes(id))!
      const shipped = await api.post(
        `/admin/orders/${order.orderId}/fulfillments/${fulfillmentId}/shipments`,
        {
          items: [{ id: item.id, quantity: item.quantity }],
          labels: [{ tracking_number: tracking, tracking_url: `https://track.example/${tracking}`, label_url: `https://label.example/${tracking}` }],
        },
        seeded.admin
      )
      expect(shipped.status).toBe(200)
      return fulfillmentId
    }

    async function fulfillmentIds(orderId: string): Promise<string[]> {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "order", fields: ["fulfillments.id"], filters: { id: orderId } })
      return ((data[0] as unknown as { fulfillments: { id: string }[] }).fulfillments ?? []).map((f) => f.id)
    }

    async function medusaCaptured(paymentId: string): Promise<number> {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "payment", fields: ["captures.amount"], filters: { id: paymentId } })
      return (data[0] as unknown as { captures: { amount: number }[] }).captures.reduce((s, c) => s + cents(Number(c.amount)), 0)
    }

    const capturesOf = async (orderNumber: string, count: number) =>
      eventually(async () => {
        const order = await client.orders.getOrder(orderNumber)
        return (order.captures ?? []).length >= count ? order : undefined
      })

    it("two shipments produce two captures with the shipped lines and their tracking numbers", async () => {
      const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Shipper")
      const firstFulfillment = await ship(order, seeded.catalog.shirtVariantId, "TRACK-SHIRTS")
      const afterFirst = await capturesOf(order.orderNumber, 1)
      const first = afterFirst.captures![0]
      const articles = (c: typeof first) =>
        (c.captureItems ?? []).filter((i) => i.type === "PhysicalArticle").map((i) => [i.productId, i.quantity])
      expect(articles(first)).toEqual([["SHIRT-M", 2]])
      expect(first.shippingDetails?.map((s) => [s.type, s.trackingId, s.shippingCompany])).toEqual([["Shipment", "TRACK-SHIRTS", "manual_manual"]])
      expect(rivertyTotals(afterFirst).remaining).toBeGreaterThan(0)

      await ship(order, seeded.catalog.bookVariantId, "TRACK-BOOKS")
      const afterSecond = await capturesOf(order.orderNumber, 2)
      const second = afterSecond.captures![1]
      expect(articles(second)).toEqual([["BOOK-PB", 3]])
      expect(second.shippingDetails?.map((s) => s.trackingId)).toEqual(["TRACK-BOOKS"])

      // Shipping and discounts were shared out: together the captures are the authorized total.
      const totals = rivertyTotals(afterSecond)
      expect(totals.captured).toBe(totals.authorized)
      expect(totals.remaining).toBe(0)
      // Medusa booked the same captures, so its totals agree.
      await eventually(async () => ((await medusaCaptured(order.paymentId)) === totals.captured ? true : undefined))

      // Delivery of a shipped fulfillment runs the same workflow: it finds its capture, adds none.
      const delivered = await api.post(`/admin/orders/${order.orderId}/fulfillments/${firstFulfillment}/mark-as-delivered`, {}, seeded.admin)
      expect(delivered.status).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 2000))
      expect((await client.orders.getOrder(order.orderNumber)).captures).toHaveLength(2)
      expect(await medusaCaptured(order.paymentId)).toBe(totals.captured)
    })

    it("a shipment of an order the admin captured in full captures nothing more and is no error", async () => {
      const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Prepaid")
      const captured = await api.post(`/admin/payments/${order.paymentId}/capture`, {}, seeded.admin)
      expect(captured.status).toBe(200)
      const fulfillmentId = await ship(order, seeded.catalog.shirtVariantId, "TRACK-PREPAID")
      // The subscriber ran the workflow already; running it again must succeed just the same.
      await expect(captureRivertyShipmentWorkflow(getContainer()).run({ input: { fulfillment_id: fulfillmentId } })).resolves.toBeDefined()
      const state = await client.orders.getOrder(order.orderNumber)
      expect((state.captures ?? []).length).toBe(1)
      expect(await medusaCaptured(order.paymentId)).toBe(rivertyTotals(state).captured)
    })

    it("a capture Medusa already booked (e.g. by the notifications' reconciliation) is not booked again", async () => {
      const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Rebooker")
      const fulfillmentId = await ship(order, seeded.catalog.shirtVariantId, "TRACK-REBOOK")
      const state = await capturesOf(order.orderNumber, 1)
      await eventually(async () => ((await medusaCaptured(order.paymentId)) === rivertyTotals(state).captured ? true : undefined))
      // The booking is there, but the payment data lost the capture (as if the data were never written).
      const payments = getContainer().resolve<IPaymentModuleService>(Modules.PAYMENT)
      const payment = await payments.retrievePayment(order.paymentId, { select: ["id", "data"] })
      await payments.updatePayment({ id: order.paymentId, data: { ...payment.data, captures: [] } } as UpdatePaymentDTO)

      await captureRivertyShipmentWorkflow(getContainer()).run({ input: { fulfillment_id: fulfillmentId } })
      expect(await medusaCaptured(order.paymentId)).toBe(rivertyTotals(state).captured)
      const after = await payments.retrievePayment(order.paymentId, { select: ["id", "data"] })
      expect((after.data?.captures as { capture_number: string }[]).map((c) => c.capture_number)).toEqual([state.captures![0].captureNumber])
      expect((await client.orders.getOrder(order.orderNumber)).captures).toHaveLength(1)
    })

    it("a received return of a captured, unpaid order is notified to Riverty on its capture", async () => {
      const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Returner")
      await ship(order, seeded.catalog.shirtVariantId, "TRACK-RETURN")
      const captured = await capturesOf(order.orderNumber, 1)
      const captureNumber = captured.captures![0].captureNumber

      // The admin return flow: request one shirt back, receive it, confirm (order.return_received).
      const shirt = order.items.find((i) => i.variantId === seeded.catalog.shirtVariantId)!
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: locations } = await query.graph({ entity: "stock_location", fields: ["id"] })
      const begun = await api.post("/admin/returns", { order_id: order.orderId, location_id: (locations[0] as { id: string }).id }, seeded.admin)
      const returnId: string = begun.data.return.id
      const steps: [string, Record<string, unknown>][] = [
        [`/admin/returns/${returnId}/request-items`, { items: [{ id: shirt.id, quantity: 1 }] }],
        [`/admin/returns/${returnId}/request`, {}],
        [`/admin/returns/${returnId}/receive`, {}],
        [`/admin/returns/${returnId}/receive-items`, { items: [{ id: shirt.id, quantity: 1 }] }],
        [`/admin/returns/${returnId}/receive/confirm`, {}],
      ]
      for (const [path, body] of steps) {
        const res = await api.post(path, body, { ...seeded.admin, validateStatus: () => true })
        expect([path, res.status, res.status === 200 ? "" : JSON.stringify(res.data)]).toEqual([path, 200, ""])
      }

      const record = await eventually(async () => {
        const { data } = await axios.get(`${emulator.current.url}/_emulator/orders/${order.orderNumber}`)
        const capture = (data.captures as { captureNumber: string; returnNotifiedAt?: number }[]).find((c) => c.captureNumber === captureNumber)
        return capture?.returnNotifiedAt !== undefined ? capture : undefined
      })
      expect(record.returnNotifiedAt).toEqual(expect.any(Number))
      const { data: journal } = await axios.get(
        `${emulator.current.url}/_emulator/journal?method=POST&path=/api/v3/orders/${order.orderNumber}/captures/return-notification`
      )
      expect((journal as { status: number }[]).map((e) => e.status)).toEqual([200])

      // Goods came back, so a refund now is a Return at Riverty.
      const refunded = await api.post(`/admin/payments/${order.paymentId}/refund`, { amount: 5 }, { ...seeded.admin, validateStatus: () => true })
      expect(refunded.status).toBe(200)
      const refunds = (await client.orders.getOrder(order.orderNumber)).refunds ?? []
      expect(refunds.map((r) => [Math.abs(r.amount ?? 0), (r as { refundType?: string }).refundType])).toEqual([[5, "Return"]])
    })
  },
})
