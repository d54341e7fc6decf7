import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { enqueueAndRun } from "../workflows/follow-ups/run-follow-up"
import { followUpFor } from "../workflows/follow-ups/follow-up-work"
import { loadOrderForRiverty } from "../workflows/shared/order"

type ChangeEvent = {
  order_id: string
  claim_id?: string
  exchange_id?: string
  return_id?: string
  actions?: { id?: string }[]
}

/** What the confirmed change is called, so a redelivered event finds its follow-up stored. */
function changeKeyOf(name: string, data: ChangeEvent): string | null {
  if (data.claim_id) return `claim:${data.claim_id}`
  if (data.exchange_id) return `exchange:${data.exchange_id}`
  if (data.return_id) return `${name}:${data.return_id}`
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
 * Confirming a return request or a received return runs the same cancel-and-recreate: the order's
 * lines are unchanged then, so the work only makes Medusa's kept payment live again.
 */
export default async function updateRivertyOrderOnChange({ event, container }: SubscriberArgs<ChangeEvent>) {
  const key = changeKeyOf(event.name, event.data)
  if (!event.data.order_id || !key) return
  if (event.data.return_id) {
    // A return changes no lines: only a payment Medusa cancelled and the provider kept needs the work.
    const order = await loadOrderForRiverty(container, event.data.order_id)
    if (!order?.payments.some((p) => p.canceled && p.data.kept_for_order_change === true)) return
  }
  await enqueueAndRun(container, followUpFor.updateOrder(event.data.order_id, key))
}

export const config: SubscriberConfig = {
  event: ["order-edit.confirmed", "order.claim_created", "order.exchange_created", "order.return_requested", "order.return_received"],
  context: { subscriberId: "riverty-update-order-on-change" },
}
