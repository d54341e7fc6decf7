import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { enqueueAndRun, followUpFor } from "../workflows/follow-ups"

type ChangeEvent = {
  order_id: string
  claim_id?: string
  exchange_id?: string
  actions?: { id?: string }[]
}

/** What the confirmed change is called, so a redelivered event finds its follow-up stored. */
function changeKeyOf(name: string, data: ChangeEvent): string | null {
  if (data.claim_id) return `claim:${data.claim_id}`
  if (data.exchange_id) return `exchange:${data.exchange_id}`
  // order-edit.confirmed names the order and the change's actions: a confirmed action's id is unique to that edit.
  const action = data.actions?.find((a) => a.id)
  if (name === "order-edit.confirmed" && action?.id) return `edit:${action.id}`
  return null
}

/**
 * Medusa 2.21 confirms an order edit, claim or exchange of an authorized, uncaptured order by
 * cancelling its payment collection and opening a new one for the whole new total
 * (createOrUpdateOrderPaymentCollectionWorkflow); the provider keeps the Riverty authorization
 * then (operations/cancel.ts) and this subscriber updates Riverty's order to the order's new
 * lines, as durable follow-up work. Medusa never calls the provider's updatePayment for it.
 */
export default async function updateRivertyOrderOnChange({ event, container }: SubscriberArgs<ChangeEvent>) {
  const key = changeKeyOf(event.name, event.data)
  if (!event.data.order_id || !key) return
  await enqueueAndRun(container, followUpFor.updateOrder(event.data.order_id, key))
}

export const config: SubscriberConfig = {
  event: ["order-edit.confirmed", "order.claim_created", "order.exchange_created"],
  context: { subscriberId: "riverty-update-order-on-change" },
}
