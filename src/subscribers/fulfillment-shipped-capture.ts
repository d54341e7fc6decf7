import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { captureRivertyShipmentWorkflow } from "../workflows/order-management"

/**
 * Capture on shipment: `shipment.created` (FulfillmentWorkflowEvents.SHIPMENT_CREATED, emitted by
 * createOrderShipmentWorkflow with the fulfillment id) captures the shipped lines at Riverty when
 * the payment's provider has `capture: "on_shipment"`; otherwise the workflow does nothing.
 */
export default async function captureOnShipment({ event, container }: SubscriberArgs<{ id: string }>) {
  await captureRivertyShipmentWorkflow(container).run({ input: { fulfillment_id: event.data.id } })
}

export const config: SubscriberConfig = {
  event: "shipment.created",
  context: { subscriberId: "riverty-capture-on-shipment" },
}
