import type { MedusaContainer, WebhookActionResult } from "@medusajs/framework/types"
import { PaymentActions } from "@medusajs/framework/utils"
import type { NotificationRecord } from "../../modules/riverty"
import { rivertyProviderConnection } from "../../connection"
import { orderNumberFor, paymentActionOf } from "../../providers/riverty"
import { resolveOrderLink } from "./effects/ledger"
import { hasPaymentPart, isPaymentTransactionType } from "./effects/payments"

/** What the payment part of a notification's processing decided, before anything changed. */
export interface PaymentToProcess {
  orderNumber: string
  sessionId: string | null
  /** The session's payment provider (`pp_riverty-...`), when a session matched. */
  providerId?: string | null
  /** The order of the session's cart, when it already had one. */
  orderId: string | null
  /** The Medusa action the notification stands for; null when no Riverty session matched. */
  action: string | null
  /** processPaymentWorkflow's input, when Medusa has something to do; null otherwise. */
  process: WebhookActionResult | null
  /** What the inbox row says when nothing is processed. */
  outcome: string
}

// processPaymentWorkflow acts on these; it locks the cart, so a notification racing the
// customer's own return completes the cart once.
const PROCESSED_ACTIONS = new Set<string>([PaymentActions.AUTHORIZED, PaymentActions.SUCCESSFUL])

/**
 * Whether a notification type moves a payment: the payment transaction types, and the BNPL
 * webhooks that authorize (`AuthorizeAccepted`, an accepted `CustomerAuthenticationCompleted`).
 */
function movesPayment(notification: NotificationRecord): boolean {
  const type = notification.type ?? ""
  if (isPaymentTransactionType(type)) return true
  if (!hasPaymentPart(type)) return false
  const body = (notification.payload as { Body?: { Status?: unknown } } | null)?.Body
  const name = type.slice("webhook/".length)
  return name === "AuthorizeAccepted" || (name === "CustomerAuthenticationCompleted" && body?.Status === "Accepted")
}

/**
 * Reads what a stored payment notification means for Medusa, from the row alone (the receiver
 * verified and validated it; nothing is signed, parsed or asked of Riverty again): the order
 * number names a payment session, which must be a Riverty provider's, and the pure mapping
 * (`paymentActionOf`) says what the notification means for it. Null for a notification that
 * moves no payment.
 */
export async function paymentToProcess(container: MedusaContainer, notification: NotificationRecord): Promise<PaymentToProcess | null> {
  if (!movesPayment(notification) || !notification.order_number) return null
  const orderNumber = notification.order_number
  const link = await resolveOrderLink(container, orderNumber)
  const none = { orderNumber, sessionId: link.paymentSessionId, orderId: null, action: null, process: null }
  if (!link.providerId || !link.paymentSessionId) return { ...none, outcome: "no matching payment session" }
  // The order number only names a session id: a session of another provider is none of Riverty's
  // business, however well signed the notification is.
  const options = rivertyProviderConnection(container, link.providerId)?.options
  if (!options) return { ...none, outcome: `payment: provider ${link.providerId} is not a Riverty provider` }
  const result = paymentActionOf(
    { type: notification.type ?? "", orderNumber, payload: notification.payload },
    { id: link.paymentSessionId, amount: link.paymentSessionAmount, orderNumber: orderNumberFor(link.paymentSessionId, options) },
  )
  const action = String(result.action)
  const process = PROCESSED_ACTIONS.has(action) && result.data?.session_id ? result : null
  return {
    orderNumber,
    sessionId: link.paymentSessionId,
    providerId: link.providerId,
    orderId: link.orderId,
    action,
    process,
    outcome: `payment: ${action}`,
  }
}
