import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { captureRivertyShipmentWorkflow } from "../workflows/order-management"

/**
 * Capture on shipment for fulfillments that are delivered without a shipment (digital goods,
 * pickup): `delivery.created` runs the same workflow. A fulfillment already captured when it
 * shipped is found by its reference at Riverty and in the payment data, so nothing repeats.
 */
export default async function captureOnDelivery({ event, container }: SubscriberArgs<{ id: string }>) {
  await captureRivertyShipmentWorkflow(container).run({ input: { fulfillment_id: event.data.id } })
}

export const config: SubscriberConfig = {
  event: "delivery.created",
  context: { subscriberId: "riverty-capture-on-delivery" },
}
