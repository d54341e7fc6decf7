import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { notifyRivertyReturnWorkflow } from "../workflows/order-management"

/** `order.return_received` (OrderWorkflowEvents.RETURN_RECEIVED): tell Riverty goods came back. */
export default async function notifyReturnReceived({ event, container }: SubscriberArgs<{ order_id: string; return_id: string }>) {
  await notifyRivertyReturnWorkflow(container).run({ input: { order_id: event.data.order_id, return_id: event.data.return_id } })
}

export const config: SubscriberConfig = {
  event: "order.return_received",
  context: { subscriberId: "riverty-notify-return-received" },
}
