import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { applyRivertyLookedUpAddressWorkflow } from "../workflows/customers"

/**
 * A placed order whose cart's customer came from a Nordic customer lookup: once Riverty has
 * authorized it, the merchant gets the full address the lookup found as the order's billing
 * address (the guest only ever saw it masked). If this fails, the sealed lookup expires with
 * the personal-data retention and the order keeps the masked address; Riverty has the full one.
 */
export default async function applyLookedUpAddressOnOrderPlaced({ event, container }: SubscriberArgs<{ id: string }>) {
  await applyRivertyLookedUpAddressWorkflow(container).run({ input: { order_id: event.data.id } })
}

export const config: SubscriberConfig = {
  event: "order.placed",
  context: { subscriberId: "riverty-looked-up-address-on-order-placed" },
}
