import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { voidRivertyOrderRemainderWorkflow } from "../workflows/order-management"

/**
 * Medusa's order cancellation refunds captured payments but never cancels them, so a partly
 * captured Riverty payment would keep its rest authorized: void it.
 */
export default async function voidRemainderOnOrderCanceled({ event, container }: SubscriberArgs<{ id: string }>) {
  await voidRivertyOrderRemainderWorkflow(container).run({ input: { order_id: event.data.id } })
}

export const config: SubscriberConfig = {
  event: "order.canceled",
  context: { subscriberId: "riverty-void-remainder-on-order-canceled" },
}
