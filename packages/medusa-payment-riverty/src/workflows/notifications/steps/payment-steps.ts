import type { IPaymentModuleService, WebhookActionResult } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, PaymentActions } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { processPaymentWorkflow } from "@medusajs/medusa/core-flows"
import { RIVERTY_MODULE, type NotificationRecord, type RivertyModuleService } from "../../../modules/riverty"
import { recordLedgerEntries } from "../effects/ledger"
import { paymentLedgerDrafts } from "../effects/payments"
import { paymentToProcess, type PaymentToProcess } from "../payment-to-process"
import { checkRivertyOrder, type RivertyOrderCheck } from "../riverty-order-check"

// The steps a notification with a payment part runs (processRivertyNotificationWorkflow), in its order.


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
 * refunded on its word, and says whether the order bears the notification out (riverty-order-check.ts).
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
  async (input: { notification: NotificationRecord | null; check?: RivertyOrderCheck | null }, { container }) => {
    const drafts = input.notification && !input.check?.contradiction ? paymentLedgerDrafts(input.notification) : []
    const added = drafts.length ? await recordLedgerEntries(container, input.notification!, drafts) : 0
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
