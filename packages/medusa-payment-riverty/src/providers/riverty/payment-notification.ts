import type { PaymentActions, WebhookActionResult } from "@medusajs/framework/types"
import { actionForNotificationType, WEBHOOK_TO_ACTION } from "./status-mapping"

const NOT_SUPPORTED: WebhookActionResult = { action: "not_supported" }

/**
 * A verified notification as the inbox stored it: the envelope's type (`webhook/<MessageName>`
 * for a BNPL webhook), the Riverty order number it is about, and the body.
 */
export interface PaymentNotification {
  type: string
  orderNumber: string | null
  payload: unknown
}

/** The Medusa payment session a notification was matched to, and the order number it has at Riverty. */
export interface NotifiedSession {
  id: string
  /**
   * The session's amount as Query returns it (a number or a BigNumber-like value), in major units:
   * Riverty's payment notifications carry no amount, and Medusa wants one.
   */
  amount: unknown
  orderNumber: string
}

const WEBHOOK_PREFIX = "webhook/"

/** A payment session's amount as Query returns it, as a number (0 when missing). */
function amountOf(amount: unknown): number {
  return typeof amount === "number" ? amount : Number(amount ?? 0)
}

/** The Medusa action a notification type stands for, whatever session it is about. */
export function notificationAction({ type, payload }: Pick<PaymentNotification, "type" | "payload">): PaymentActions {
  if (!type.startsWith(WEBHOOK_PREFIX)) return actionForNotificationType(type)
  const map = WEBHOOK_TO_ACTION[type.slice(WEBHOOK_PREFIX.length)] as ((body: Record<string, unknown>) => PaymentActions) | undefined
  const body = (payload as { Body?: unknown } | null)?.Body
  return map && body && typeof body === "object" ? map(body as Record<string, unknown>) : "not_supported"
}

/**
 * What a verified notification means for the session it was matched to: the Medusa action with
 * the session and its amount (processPaymentWorkflow's input), or not_supported for a
 * notification that changes no payment status or is about another order number. Pure: the
 * inbox's payment step calls it with the session the order number named.
 */
export function paymentActionOf(notification: PaymentNotification, session: NotifiedSession): WebhookActionResult {
  if (!notification.orderNumber || notification.orderNumber !== session.orderNumber) return NOT_SUPPORTED
  const action = notificationAction(notification)
  if (action === "not_supported") return NOT_SUPPORTED
  return { action, data: { session_id: session.id, amount: amountOf(session.amount) } }
}
