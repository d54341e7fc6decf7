import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import type { FollowUpInput, FollowUpRecord } from "../../modules/riverty"
import { captureRivertyShipmentWorkflow } from "../captures/capture-shipment"
import { sendRivertyReceivedReturnNotificationWorkflow } from "../return-notifications/send-received-return-notification"
import { voidRivertyCanceledOrderRemainderWorkflow } from "../voids/void-canceled-order-remainder"
import { updateRivertyOrderWorkflow } from "../order-edits/update-order"

type Payload = Record<string, unknown>
const str = (payload: Payload, key: string): string => {
  const value = payload[key]
  // A malformed row cannot succeed by retrying: INVALID_DATA parks it as dead at once.
  if (typeof value !== "string" || !value) throw new MedusaError(MedusaError.Types.INVALID_DATA, `follow-up payload: ${key} is missing`)
  return value
}

/** The follow-up an order event asks for; the dedupe key is what a redelivery of it has in common. */
export const followUpFor = {
  // shipment.created and delivery.created of one fulfillment are the same work: one key.
  captureShipment: (fulfillmentId: string, orderId: string | null): FollowUpInput => ({
    kind: "capture_shipment",
    order_id: orderId,
    payload: { fulfillment_id: fulfillmentId },
    dedupe_key: `capture_shipment:${fulfillmentId}`,
  }),
  voidRemainder: (orderId: string): FollowUpInput => ({
    kind: "void_remainder",
    order_id: orderId,
    payload: { order_id: orderId },
    dedupe_key: `void_remainder:${orderId}`,
  }),
  returnNotification: (orderId: string, returnId: string): FollowUpInput => ({
    kind: "return_notification",
    order_id: orderId,
    payload: { order_id: orderId, return_id: returnId },
    dedupe_key: `return_notification:${returnId}`,
  }),
  // One per confirmed change (edit, claim, exchange); the update sends the order's whole current
  // line list, so a late or repeated run after a newer change still leaves Riverty right.
  updateOrder: (orderId: string, changeKey: string): FollowUpInput => ({
    kind: "update_order",
    order_id: orderId,
    payload: { order_id: orderId, change_key: changeKey },
    dedupe_key: `update_order:${orderId}:${changeKey}`,
  }),
}

/** What one attempt learned: the outcome to store when it succeeded, and the order it concerns. */
export interface WorkResult {
  outcome: string
  order_id?: string
}

/** The attempt of a follow-up its workflow runs as: the row's claim (id and attempt number) and its work. */
export type FollowUpAttempt = Pick<FollowUpRecord, "id" | "kind" | "payload" | "attempts">

/**
 * One attempt of a follow-up: its workflow (capture, void, return notification or order update), which is idempotent (keyed by the
 * fulfillment, payment or return at Riverty, and re-reading Riverty and Medusa under the capture
 * lock), so running it again after a failure or a lost lease is safe. Work found no longer
 * needed (captured or voided already, not a Riverty order) succeeds with an outcome saying so.
 * The attempt runs as transaction `follow-up-<row id>-<attempt>` (the row is one per dedupe key;
 * no colon, the engine's key separator): the engine refuses a second start of the same attempt,
 * and a takeover after a crash (the next attempt) is never refused because a dead run holds the id.
 */
export async function runFollowUpWork(container: MedusaContainer, attempt: FollowUpAttempt): Promise<WorkResult> {
  const payload = attempt.payload
  // Also the capture lock's owner: an attempt whose lease ran out can never free the next one's lock.
  const transactionId = `follow-up-${attempt.id}-${attempt.attempts}`
  const lockOwner = transactionId
  const context = { transactionId }
  switch (attempt.kind) {
    case "capture_shipment": {
      const { result: plan } = await captureRivertyShipmentWorkflow(container).run({
        input: { fulfillment_id: str(payload, "fulfillment_id"), lock_owner: lockOwner },
        context,
      })
      if (!plan) return { outcome: "not needed: no Riverty payment captured on shipment" }
      if (plan.shipped.length === 0) return { outcome: "not needed: nothing shipped", order_id: plan.order_id }
      return { outcome: "captured or already captured", order_id: plan.order_id }
    }
    case "void_remainder": {
      const { result } = await voidRivertyCanceledOrderRemainderWorkflow(container).run({ input: { order_id: str(payload, "order_id") }, context })
      return { outcome: result.voided.length ? `voided ${result.voided.length} payment(s)` : "not needed: nothing left authorized" }
    }
    case "return_notification": {
      const input = { order_id: str(payload, "order_id"), return_id: str(payload, "return_id") }
      const { result } = await sendRivertyReceivedReturnNotificationWorkflow(container).run({ input, context })
      const parts = [`sent ${result.sent.length}`, ...(result.skipped.length ? [`skipped ${result.skipped.length}`] : [])]
      return { outcome: result.sent.length || result.skipped.length ? parts.join(", ") : "not needed: nothing to notify" }
    }
    case "update_order": {
      const orderId = str(payload, "order_id")
      const requestKey = `update_order:${orderId}:${str(payload, "change_key")}`
      const { result } = await updateRivertyOrderWorkflow(container).run({
        input: { order_id: orderId, request_key: requestKey, lock_owner: lockOwner },
        context,
      })
      if (!result) return { outcome: "not needed: not a Riverty order", order_id: orderId }
      const total = `${result.new_total.toFixed(2)} ${result.currency.toUpperCase()}`
      switch (result.result) {
        case "updated":
          return { outcome: `updated at Riverty: ${result.previous_total.toFixed(2)} → ${total}`, order_id: orderId }
        case "unchanged":
          return { outcome: `not needed: Riverty holds these lines (${total}) already`, order_id: orderId }
        case "closed":
          return { outcome: `not needed: ${result.message}`, order_id: orderId }
        default:
          // A declined increase and a captured order need the merchant: NOT_ALLOWED parks the row
          // as dead at once with this message, shown in the order's pending work with a retry.
          throw new MedusaError(MedusaError.Types.NOT_ALLOWED, result.message ?? `Riverty order ${result.order_number} was not updated`)
      }
    }
  }
}
