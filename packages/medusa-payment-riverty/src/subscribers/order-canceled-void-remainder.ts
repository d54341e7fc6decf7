import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { enqueueAndRun } from "../workflows/follow-ups/run-follow-up"
import { followUpFor } from "../workflows/follow-ups/follow-up-work"

/**
 * Medusa's order cancellation refunds captured payments but never cancels them, so a partly
 * captured Riverty payment would keep its rest authorized: void it, as durable follow-up work.
 */
export default async function voidRemainderOnOrderCanceled({ event, container }: SubscriberArgs<{ id: string }>) {
  await enqueueAndRun(container, followUpFor.voidRemainder(event.data.id))
}

export const config: SubscriberConfig = {
  event: "order.canceled",
  context: { subscriberId: "riverty-void-remainder-on-order-canceled" },
}
