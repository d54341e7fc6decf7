import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { enqueueAndRun } from "../workflows/follow-ups/run-follow-up"
import { followUpFor } from "../workflows/follow-ups/follow-up-work"
import { orderIdOfFulfillment } from "../workflows/follow-ups/order-of-fulfillment"

/**
 * Capture on shipment for fulfillments that are delivered without a shipment (digital goods,
 * pickup): `delivery.created` queues the same follow-up as `shipment.created`, under the same
 * dedupe key, so a fulfillment that shipped and was then delivered is captured by one follow-up.
 */
export default async function captureOnDelivery({ event, container }: SubscriberArgs<{ id: string }>) {
  const orderId = await orderIdOfFulfillment(container, event.data.id)
  await enqueueAndRun(container, followUpFor.captureShipment(event.data.id, orderId))
}

export const config: SubscriberConfig = {
  event: "delivery.created",
  context: { subscriberId: "riverty-capture-on-delivery" },
}
