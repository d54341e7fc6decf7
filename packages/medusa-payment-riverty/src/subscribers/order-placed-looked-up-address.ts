import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { keepRivertyLookedUpAddressWorkflow } from "../workflows/customers/keep-looked-up-address"

/**
 * A placed order whose cart's customer came from a Nordic customer lookup: once Riverty has
 * authorized it, the full address the lookup found is kept with the order for the merchant's admin
 * (the order itself keeps the masked address the guest saw). If this fails, the cart's sealed
 * lookup expires with the personal-data retention and the admin shows no looked-up address;
 * Riverty has the full one.
 */
export default async function keepLookedUpAddressOnOrderPlaced({ event, container }: SubscriberArgs<{ id: string }>) {
  await keepRivertyLookedUpAddressWorkflow(container).run({ input: { order_id: event.data.id } })
}

export const config: SubscriberConfig = {
  event: "order.placed",
  context: { subscriberId: "riverty-looked-up-address-on-order-placed" },
}
