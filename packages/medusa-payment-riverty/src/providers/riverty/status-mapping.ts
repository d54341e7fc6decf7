import type { PaymentActions, PaymentSessionStatus } from "@medusajs/framework/types"
import { paymentActionOfType, type OrderStatus, type Outcome, type PaymentSessionAction } from "riverty-client"

/**
 * Every Riverty state that reaches Medusa is mapped here and nowhere else: authorize outcomes,
 * the order status of GET order (redirect flow), and payment notifications.
 */
export const OUTCOME_TO_SESSION_STATUS: Record<Outcome, PaymentSessionStatus> = {
  Accepted: "authorized",
  Pending: "requires_more",
  Rejected: "error",
  NotEvaluated: "error",
}

export const ORDER_STATUS_TO_SESSION_STATUS: Record<OrderStatus, PaymentSessionStatus> = {
  Accepted: "authorized",
  Pending: "requires_more",
  Rejected: "error",
  Cancelled: "canceled",
  Expired: "canceled",
}

export function sessionStatusForOutcome(outcome: Outcome): PaymentSessionStatus {
  return OUTCOME_TO_SESSION_STATUS[outcome]
}

/** An unknown or missing status is treated as still open: never authorize on a guess. */
export function sessionStatusForOrderStatus(status: OrderStatus | null | undefined): PaymentSessionStatus {
  return status ? ORDER_STATUS_TO_SESSION_STATUS[status] : "pending"
}

/**
 * Payment notifications (`payments/*`) to Medusa actions, by the client's table of types; BNPL
 * webhooks by message name. Captures and refunds are always started by Medusa, so their
 * notifications confirm what Medusa already booked and map to not_supported: acting on them
 * would book a capture twice.
 */
const SESSION_ACTION_TO_MEDUSA: Record<PaymentSessionAction, PaymentActions> = {
  authorized: "authorized",
  failed: "failed",
  canceled: "canceled",
}

export const WEBHOOK_TO_ACTION: Record<string, (body: Record<string, unknown>) => PaymentActions> = {
  AuthorizeAccepted: () => "authorized",
  CustomerAuthenticationCompleted: (body) => (body.Status === "Accepted" ? "authorized" : "canceled"),
}

export function actionForNotificationType(type: string): PaymentActions {
  const action = paymentActionOfType(type)
  return action ? SESSION_ACTION_TO_MEDUSA[action] : "not_supported"
}

/** A redirect query's orderstatus (lowercase) to the order status it claims. */
export function orderStatusFromQuery(value: string): OrderStatus | undefined {
  const map: Record<string, OrderStatus> = {
    accepted: "Accepted",
    rejected: "Rejected",
    cancelled: "Cancelled",
    canceled: "Cancelled",
    expired: "Expired",
    pending: "Pending",
  }
  return map[value.toLowerCase()]
}
