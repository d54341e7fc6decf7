import type { PaymentActions, WebhookActionResult } from "@medusajs/framework/types"
import { orderNumberOfNotification, parseWebhook } from "riverty-client"
import { actionForNotificationType, WEBHOOK_TO_ACTION } from "./status-mapping"

const NOT_SUPPORTED: WebhookActionResult = { action: "not_supported" }

/**
 * A verified notification as the inbox stored it (or the `/hooks/payment` path read it): the
 * envelope's type (`webhook/<MessageName>` for a BNPL webhook), the Riverty order number it is
 * about, and the body.
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
 * inbox's payment effect and the provider's `/hooks/payment` path both call it with the session
 * they resolved.
 */
export function paymentActionOf(notification: PaymentNotification, session: NotifiedSession): WebhookActionResult {
  if (!notification.orderNumber || notification.orderNumber !== session.orderNumber) return NOT_SUPPORTED
  const action = notificationAction(notification)
  if (action === "not_supported") return NOT_SUPPORTED
  return { action, data: { session_id: session.id, amount: amountOf(session.amount) } }
}

/**
 * Reads a verified body on the `/hooks/payment` path (the inbox reads it on receipt): a spec
 * envelope `{type, parameters}` or a valid BNPL webhook `{Header, Body}`; undefined otherwise.
 */
export function readPaymentNotification(body: unknown): PaymentNotification | undefined {
  if (!body || typeof body !== "object") return undefined
  const envelope = body as Record<string, unknown>
  if (envelope.Header && envelope.Body) {
    try {
      const name = parseWebhook(body).webhook.Header.MessageName
      return { type: `${WEBHOOK_PREFIX}${name}`, orderNumber: orderNumberOfNotification(envelope), payload: body }
    } catch {
      return undefined
    }
  }
  if (typeof envelope.type !== "string") return undefined
  return { type: envelope.type, orderNumber: orderNumberOfNotification(envelope), payload: body }
}

/** The Riverty order number and the Medusa action a payment notification or BNPL webhook stands for. */
export function paymentMeaningOf(body: unknown): { orderNumber: string; action: WebhookActionResult["action"] } | undefined {
  const notification = readPaymentNotification(body)
  if (!notification?.orderNumber) return undefined
  const action = notificationAction(notification)
  // A BNPL webhook of a message name without a meaning is not a payment notification.
  if (notification.type.startsWith(WEBHOOK_PREFIX) && action === "not_supported") return undefined
  return { orderNumber: notification.orderNumber, action }
}
