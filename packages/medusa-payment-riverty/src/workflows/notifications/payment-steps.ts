import type { IPaymentModuleService, MedusaContainer, WebhookActionResult } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, PaymentActions } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { processPaymentWorkflow } from "@medusajs/medusa/core-flows"
import { isPaymentNotificationType, isPaymentTransactionType, orderMoneyOf, RivertyNotFoundError, type CountryCode, type GetOrderResponse } from "riverty-client"
import { rivertyClient, rivertyProviderConnection } from "../../connection"
import { RIVERTY_MODULE, type NotificationRecord, type RivertyModuleService } from "../../modules/riverty"
import { orderNumberFor, paymentActionOf } from "../../providers/riverty"
import { orderStateOf } from "../../riverty-order"
import { recordLedgerEntries, resolveOrderLink, type OrderLink } from "./effects/ledger"
import { paymentLedgerDrafts } from "./effects/payments"
import { orderToReconcile, statusChangedTo } from "./reconciliation-plan"

// The payment part of processRivertyNotificationWorkflow: what a notification means for its
// Medusa payment session (paymentToProcess), the check of that claim against Riverty's order
// (checkRivertyOrder), and the steps the workflow runs with them, in its order. The
// reconciliation's planning step is beside its plan (reconciliation-plan.ts).

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
  /** The order number's session and order as resolved here, once: the ledger and the effect take it from here. */
  link?: OrderLink
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
  if (!isPaymentNotificationType(type)) return false
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
  const none = { orderNumber, sessionId: link.paymentSessionId, orderId: null, action: null, process: null, link }
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
    link,
  }
}

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

export const rivertyReadPaymentStepId = "riverty-read-payment"
/** What a claimed payment notification means for its Medusa payment session; changes nothing. */
export const rivertyReadPaymentStep = createStep(
  rivertyReadPaymentStepId,
  async (input: { notification: NotificationRecord | null }, { container }) => {
    const payment = input.notification ? await paymentToProcess(container, input.notification) : null
    return new StepResponse<PaymentToProcess | null>(payment)
  },
)

export const rivertyCheckOrderAtRivertyStepId = "riverty-check-order-at-riverty"
/**
 * Reads the notification's order at Riverty before anything is authorized, captured, cancelled or
 * refunded on its word, and says whether the order bears the notification out (checkRivertyOrder).
 * Changes nothing. A failed read fails the attempt, so the inbox retries it and nothing acts unread.
 */
export const rivertyCheckOrderAtRivertyStep = createStep(
  rivertyCheckOrderAtRivertyStepId,
  async (input: { notification: NotificationRecord | null; payment: PaymentToProcess | null }, { container }) => {
    const check = await checkRivertyOrder(container, input.notification, input.payment)
    return new StepResponse<RivertyOrderCheck | null>(check)
  },
)

export const rivertyRecordPaymentLedgerStepId = "riverty-record-payment-ledger"
/**
 * Records a payment notification on the ledger, before Medusa's payment workflow: what Riverty
 * said stays true whatever a later step does, so there is nothing to compensate; the entries are
 * keyed by notification, and a retry adds none twice. The effect links them to the order made.
 * A notification Riverty's order contradicts is not put on it: Riverty did not say that.
 */
export const rivertyRecordPaymentLedgerStep = createStep(
  rivertyRecordPaymentLedgerStepId,
  async (input: { notification: NotificationRecord | null; check?: RivertyOrderCheck | null; link?: OrderLink | null }, { container }) => {
    const drafts = input.notification && !input.check?.contradiction ? paymentLedgerDrafts(input.notification) : []
    const added = drafts.length ? await recordLedgerEntries(container, input.notification!, drafts, input.link ?? undefined) : 0
    return new StepResponse(added)
  },
)

export const rivertyRecordAuthorizationStepId = "riverty-record-authorization"
type Previous = { sessionId: string; outcome: string | null; riverty_status: string | null }

/**
 * Records on the provider's session state that Riverty accepted the order the shopper left pending
 * on its hosted page, as the workflow's read of that order at Riverty showed (the notification
 * alone never gets here: a contradicted one skips this step). The provider's authorizePayment,
 * which Medusa's workflow calls next, then answers from its state table without a second read.
 * Only a pending session changes; a rejected one stays rejected (Medusa makes no order).
 * Compensated: if a later step fails before Medusa made the session's payment, the session is
 * pending again, as before the attempt, and the inbox's retry records it anew. Once the payment
 * exists the acceptance stays: Medusa's payment workflow runs on its own and is not undone.
 */
export const rivertyRecordAuthorizationStep = createStep(
  rivertyRecordAuthorizationStepId,
  async (input: { payment: PaymentToProcess | null }, { container }) => {
    const sessionId = input.payment?.process?.data?.session_id
    // Nothing recorded (null): nothing to undo.
    if (!sessionId || input.payment?.action !== PaymentActions.AUTHORIZED) return new StepResponse<boolean, Previous | null>(false, null)
    const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
    const state = await rivertyModule.paymentSessionState(sessionId)
    if (!state || state.outcome !== "Pending") return new StepResponse<boolean, Previous | null>(false, null)
    await rivertyModule.updatePaymentSessionState(sessionId, { outcome: "Accepted", riverty_status: "Accepted" })
    const previous: Previous = { sessionId, outcome: state.outcome, riverty_status: state.riverty_status }
    return new StepResponse<boolean, Previous | null>(true, previous)
  },
  async (previous: Previous | null | undefined, { container }) => {
    if (!previous) return
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: payments } = await query.graph({ entity: "payment", fields: ["id"], filters: { payment_session_id: previous.sessionId } })
    if (payments.length) return
    const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
    await rivertyModule.updatePaymentSessionState(previous.sessionId, { outcome: previous.outcome, riverty_status: previous.riverty_status })
  },
)

export const rivertyProcessPaymentStepId = "riverty-process-payment"
/**
 * Runs Medusa's processPaymentWorkflow for a notified payment as a workflow of its own, not nested
 * with runAsStep, for two reasons:
 *
 * - Its cart lock. Nested, Medusa's acquireLockStep does nothing (it skips in a sub-workflow), and
 *   Riverty sends transactionAuthorized while the shopper's own cart completion is between creating
 *   the order and creating the payment: the nested workflow then saw "order, no payment", took its
 *   authorize-existing-order branch and authorized the session at the same time as the completion.
 *   The losing payment insert breaks the one-payment-per-session index, and Medusa's payment module
 *   then cancels that authorization at the provider: Riverty voids the order, and the checkout
 *   fails or Riverty's Canceled notification cancels the shopper's payment. Run alone, the workflow
 *   waits for the completion on the cart lock and finds the payment made.
 * - Nothing to undo. Nested, a later failure of the inbox's own steps would compensate its
 *   authorization step, which cancels the payment (and voids it at Riverty). An authorization
 *   Riverty gave stays given; the inbox retries the row and the workflow finds the payment there.
 */
export const rivertyProcessPaymentStep = createStep(
  rivertyProcessPaymentStepId,
  async (input: WebhookActionResult, { container }) => {
    await processPaymentWorkflow(container).run({ input })
    return new StepResponse(true)
  },
)

export const rivertyCancelPaymentStepId = "riverty-cancel-payment"
/**
 * Cancels the Medusa payment of an authorization Riverty reports canceled (the provider's void
 * treats "nothing left" as done). Medusa's own cancelPaymentStep logs a failure and carries on;
 * here it fails the attempt, so the inbox retries it and the admin shows it. A cancellation is
 * not undone: Riverty's authorization is gone whatever a later step does.
 */
export const rivertyCancelPaymentStep = createStep(
  rivertyCancelPaymentStepId,
  async (input: { payment_id: string }, { container }) => {
    const payments = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
    await payments.cancelPayment(input.payment_id)
    return new StepResponse(true)
  },
)
