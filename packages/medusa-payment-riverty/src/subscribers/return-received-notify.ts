import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { enqueueAndRun } from "../workflows/follow-ups/run-follow-up"
import { followUpFor } from "../workflows/follow-ups/follow-up-work"

/** `order.return_received` (OrderWorkflowEvents.RETURN_RECEIVED): tell Riverty goods came back, as durable follow-up work. */
export default async function notifyReturnReceived({ event, container }: SubscriberArgs<{ order_id: string; return_id: string }>) {
  await enqueueAndRun(container, followUpFor.returnNotification(event.data.order_id, event.data.return_id))
}

export const config: SubscriberConfig = {
  event: "order.return_received",
  context: { subscriberId: "riverty-notify-return-received" },
}
