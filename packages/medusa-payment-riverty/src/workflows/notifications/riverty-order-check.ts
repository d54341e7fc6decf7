import type { MedusaContainer } from "@medusajs/framework/types"
import { orderMoneyOf, RivertyNotFoundError, type CountryCode, type GetOrderResponse } from "riverty-client"
import { rivertyClient } from "../../connection"
import { RIVERTY_MODULE, type NotificationRecord, type RivertyModuleService } from "../../modules/riverty"
import { orderStateOf } from "../../riverty-order"
import type { PaymentToProcess } from "./payment-to-process"
import { orderToReconcile, statusChangedTo } from "./reconciliation-plan"

/** What a payment notification would make Medusa do, and so what Riverty's order must show first. */
export type NotificationClaim = "authorized" | "captured" | "canceled" | "refunded"

/** Riverty's order as read for a notification's claim, and whether it contradicts it. */
export interface RivertyOrderCheck {
  claim: NotificationClaim
  /** orderDetails.status as Riverty answered; null when Riverty has no such order. */
  status: string | null
  /** Why Riverty's order refutes the claim; null when it agrees. */
  contradiction: string | null
}

const CLAIM_OF_STATUS_CHANGE: Record<string, NotificationClaim> = { Captured: "captured", Canceled: "canceled", Refunded: "refunded" }

/**
 * The claim of a notification that would move money or state in Medusa: an authorization Medusa's
 * payment workflow would complete (a transaction or BNPL webhook the read step turned into its
 * input), or a capture, cancellation or refund the reconciliation would book. Null for every other
 * notification: it changes nothing in Medusa, so Riverty is not asked.
 */
export function claimOf(notification: NotificationRecord | null, payment: PaymentToProcess | null): NotificationClaim | null {
  if (!notification || !payment) return null
  if (payment.process) return "authorized"
  if (!orderToReconcile(notification, payment)) return null
  return CLAIM_OF_STATUS_CHANGE[statusChangedTo(notification) ?? ""] ?? null
}

/** Statuses in which Riverty has ended an authorization (voided in full, or let it expire). */
const ENDED = new Set(["Cancelled", "Expired"])

/**
 * Whether Riverty's order (null: Riverty has no such order) refutes a notification's claim, and
 * why, in a short sentence for the inbox; null when the order bears it out. An authorization needs
 * an `Accepted` order (a `Pending` one is a hosted page the shopper has not finished); a capture
 * needs captures at Riverty, a refund refunds; a cancellation an order Riverty has voided (in full
 * or its rest after captures) or ended. What exactly to book is then decided from the same order's
 * captures and refunds (reconciliation-plan.ts), never from the notification.
 */
export function contradictionOf(claim: NotificationClaim, order: GetOrderResponse | null): string | null {
  if (!order) return "Riverty has no such order"
  const status = order.orderDetails.status ?? null
  const state = orderStateOf(order)
  switch (claim) {
    case "authorized":
      return status === "Accepted" ? null : `Riverty's order is ${status ?? "without a status"}, not Accepted`
    case "captured":
      return state.capturedCents > 0 ? null : "Riverty's order has no captures"
    case "refunded":
      return orderMoneyOf(order).refundedCents > 0 ? null : "Riverty's order has no refunds"
    case "canceled":
      return ENDED.has(status ?? "") || state.voidedCents > 0
        ? null
        : `Riverty's order is ${status ?? "without a status"} and nothing of it was voided`
  }
}

/**
 * Reads the notification's order at Riverty, through the provider's connection and the session's
 * country, and checks the claim against it. Null when the notification claims nothing. Any failure
 * but "no such order" propagates: the attempt fails and the inbox retries it, so a notification is
 * never acted on unread.
 */
export async function checkRivertyOrder(
  container: MedusaContainer,
  notification: NotificationRecord | null,
  payment: PaymentToProcess | null,
): Promise<RivertyOrderCheck | null> {
  const claim = claimOf(notification, payment)
  if (!claim || !payment?.sessionId) return null
  const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const state = await rivertyModule.paymentSessionState(payment.sessionId)
  const country = state?.country ? { country: state.country as CountryCode } : {}
  const client = rivertyClient(container)
  const order = await client.orders.getOrder(payment.orderNumber, country).catch((error: unknown) => {
    if (error instanceof RivertyNotFoundError) return null
    throw error
  })
  return { claim, status: order?.orderDetails.status ?? null, contradiction: contradictionOf(claim, order) }
}
