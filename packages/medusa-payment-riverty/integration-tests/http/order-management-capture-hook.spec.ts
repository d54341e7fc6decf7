import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import axios from "axios"
import { captureRivertyShipmentWorkflow, type CaptureRequestExtension, type ShipmentCaptureHookInput } from "../../src/workflows"
import { useEmulator } from "./fixtures/emulator"
import { eventually, placeOrder } from "./fixtures/order-management"
import { useSeededStore } from "./fixtures/seeded-store"

// A store's handler of the shipment capture's adjustCaptureRequest hook: its invoice number and
// line text reach Riverty's capture request; the amounts stay the allocation's.
jest.setTimeout(180 * 1000)

// medusa-config.ts reads the provider's capture mode at boot.
process.env.RIVERTY_CAPTURE = "on_shipment"

const emulator = useEmulator()
const seen: ShipmentCaptureHookInput[] = []
captureRivertyShipmentWorkflow.hooks.adjustCaptureRequest((input: ShipmentCaptureHookInput) => {
  seen.push(input)
  const extension: CaptureRequestExtension = {
    invoiceNumber: `INV-${input.order_number}`.slice(0, 20),
    lines: [{ productId: "SHIRT-M", description: "Shirt (gift-wrapped)" }],
  }
  return new StepResponse(extension)
})

type CaptureCall = { path: string; body: { invoiceNumber?: string; orderDetails: { totalGrossAmount: number; items: { productId: string; description: string; quantity: number }[] } } }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true, admin: true })

    it("sends the store's invoice number and line text with the shipped lines, the amount unchanged", async () => {
      const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Wrapper")
      const item = order.items.find((i) => i.variantId === seeded.catalog.shirtVariantId)!
      const created = await api.post(`/admin/orders/${order.orderId}/fulfillments`, { items: [{ id: item.id, quantity: item.quantity }] }, seeded.admin)
      expect(created.status).toBe(200)
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "order", fields: ["fulfillments.id"], filters: { id: order.orderId } })
      const fulfillmentId = (data[0] as unknown as { fulfillments: { id: string }[] }).fulfillments[0].id
      const shipped = await api.post(
        `/admin/orders/${order.orderId}/fulfillments/${fulfillmentId}/shipments`,
        { items: [{ id: item.id, quantity: item.quantity }], labels: [{ tracking_number: "TRACK-WRAP", tracking_url: "https://track.example/w", label_url: "https://label.example/w" }] },
        seeded.admin,
      )
      expect(shipped.status).toBe(200)

      const calls = await eventually(async () => {
        const { data: journal } = await axios.get(`${emulator.current.url}/_emulator/journal`, { params: { method: "POST", path: "/api/v3/orders/*/captures" } })
        const captures = (journal as CaptureCall[]).filter((call) => call.path.includes(encodeURIComponent(order.orderNumber)) || call.path.includes(order.orderNumber))
        return captures.length ? captures : undefined
      })
      expect(seen.map((input) => [input.order_id, input.fulfillment_id])).toContainEqual([order.orderId, fulfillmentId])
      const [capture] = calls
      expect(capture.body.invoiceNumber).toBe(`INV-${order.orderNumber}`.slice(0, 20))
      const shirt = capture.body.orderDetails.items.find((line) => line.productId === "SHIRT-M")!
      expect(shirt).toMatchObject({ description: "Shirt (gift-wrapped)", quantity: item.quantity })
      // The other lines of the capture (its share of shipping and discounts) keep their texts.
      expect(capture.body.orderDetails.items.filter((line) => line.productId !== "SHIRT-M").every((line) => line.description !== "Shirt (gift-wrapped)")).toBe(true)
      const captured = await eventually(async () => {
        const order_ = await axios.get(`${emulator.current.url}/_emulator/orders/${encodeURIComponent(order.orderNumber)}`)
        return (order_.data.captures ?? []).length ? order_.data : undefined
      })
      expect(captured.captures[0]).toMatchObject({ invoiceNumber: `INV-${order.orderNumber}`.slice(0, 20) })
    })
  },
})
