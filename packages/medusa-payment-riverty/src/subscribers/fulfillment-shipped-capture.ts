import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { enqueueAndRun } from "../workflows/follow-ups/run-follow-up"
import { followUpFor } from "../workflows/follow-ups/follow-up-work"
import { orderIdOfFulfillment } from "../workflows/follow-ups/order-of-fulfillment"

/**
 * Capture on shipment: `shipment.created` (FulfillmentWorkflowEvents.SHIPMENT_CREATED, emitted by
 * createOrderShipmentWorkflow with the fulfillment id) captures the shipped lines at Riverty when
 * the payment's provider has `capture: "on_shipment"`; otherwise the work ends as not needed.
 * The work is stored first and tried once; if Riverty is down the retry job finishes it.
 */
export default async function captureOnShipment({ event, container }: SubscriberArgs<{ id: string }>) {
  const orderId = await orderIdOfFulfillment(container, event.data.id)
  await enqueueAndRun(container, followUpFor.captureShipment(event.data.id, orderId))
}

export const config: SubscriberConfig = {
  event: "shipment.created",
  context: { subscriberId: "riverty-capture-on-shipment" },
}
