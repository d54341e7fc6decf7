import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, capturePaymentWorkflow, refundPaymentWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { CAPTURE_LOCK_TIMEOUT_S, CAPTURE_LOCK_TTL_S, captureLockKey } from "../../providers/riverty"
import { orderToLockForReconciliation } from "./reconciliation-plan"
import {
  rivertyApplyNotificationEffectStep,
  rivertyCancelPaymentStep,
  rivertyCheckOrderAtRivertyStep,
  rivertyClaimNotificationStep,
  rivertyCompleteNotificationStep,
  rivertyPlanReconciliationStep,
  rivertyProcessPaymentStep,
  rivertyReadPaymentStep,
  rivertyRecordAuthorizationStep,
  rivertyRecordPaymentLedgerStep,
} from "./steps"
import type { ClaimNotificationInput } from "./steps/claim-notification"

export const processRivertyNotificationWorkflowId = "riverty-process-notification"

/** Seconds to wait for a session's notification lock, and seconds it lives at most. */
const PAYMENT_LOCK_TIMEOUT_S = 30
const PAYMENT_LOCK_TTL_S = 120

/**
 * One inbox notification with a payment part (payment-part.ts; the others run
 * applyRivertyNotificationWorkflow), from claim to processed: claim the row; read what it means for
 * its session; before it may move anything, read the order at Riverty and check the notification
 * against it (a notification is a claim, Riverty's order the fact): a contradicted one changes
 * nothing, is left off the ledger and ends `contradicted` with the reason. Otherwise put it on the
 * ledger, record a notified authorization on the session state (undone if Medusa's payment
 * workflow then fails) and run Medusa's processPaymentWorkflow, as a workflow of its own so that
 * its cart lock holds (see steps/process-payment.ts); for a capture, cancellation or refund made at
 * Riverty, plan under the order's capture lock from Riverty's captures and refunds and book it with
 * Medusa's capture or refund workflow nested with runAsStep; apply the type's effect; emit
 * `riverty.<type>` and mark the row processed. The input is the stored notification alone.
 */
export const processRivertyNotificationWorkflow = createWorkflow(
  processRivertyNotificationWorkflowId,
  (input: ClaimNotificationInput) => {
    const notification = rivertyClaimNotificationStep(input)
    const read = rivertyReadPaymentStep({ notification })
    const check = rivertyCheckOrderAtRivertyStep({ notification, payment: read })
    // What the payment steps act on: nothing when Riverty's order contradicts the notification.
    const payment = transform({ read, check }, ({ read, check }) => (check?.contradiction ? null : read))
    const ledger = rivertyRecordPaymentLedgerStep({ notification, check })
    const paymentInput = transform({ payment, ledger }, ({ payment }) => payment?.process ?? null)
    when("riverty-notification-moves-a-payment", { paymentInput }, ({ paymentInput }) => !!paymentInput).then(() => {
      // Two notifications about one session (transactionAuthorized and a BNPL webhook) are kept
      // apart from recording to processing: one's compensation would otherwise put the session
      // back to pending while the other's payment workflow reads it. Not the cart's key: Medusa's
      // workflow and the cart completion inside it take that one themselves.
      const lockKey = transform({ paymentInput }, ({ paymentInput }) => `riverty-notified-payment:${paymentInput!.data!.session_id}`)
      acquireLockStep({ key: lockKey, timeout: PAYMENT_LOCK_TIMEOUT_S, ttl: PAYMENT_LOCK_TTL_S }).config({ name: "riverty-lock-notified-payment" })
      rivertyRecordAuthorizationStep({ payment })
      rivertyProcessPaymentStep(transform({ paymentInput }, ({ paymentInput }) => paymentInput!))
      releaseLockStep({ key: lockKey }).config({ name: "riverty-unlock-notified-payment" })
    })

    // Reconciliation: no lock key (undefined) makes Medusa's lock steps do nothing.
    const orderKey = transform({ notification, payment }, ({ notification, payment }) => {
      const orderNumber = orderToLockForReconciliation(notification, payment)
      return orderNumber ? captureLockKey(orderNumber) : undefined
    })
    acquireLockStep({ key: orderKey, timeout: CAPTURE_LOCK_TIMEOUT_S, ttl: CAPTURE_LOCK_TTL_S }).config({ name: "riverty-lock-reconciliation" })
    const plan = rivertyPlanReconciliationStep({ notification, payment })
    when("riverty-reconcile-refund", { plan }, ({ plan }) => !!plan?.refund).then(() => {
      const refund = transform({ plan }, ({ plan }) => plan!.refund!)
      refundPaymentWorkflow.runAsStep({ input: refund }).config({ name: "riverty-book-refund-made-at-riverty" })
    })
    when("riverty-reconcile-capture", { plan }, ({ plan }) => !!plan?.capture).then(() => {
      // is_captured is not in the workflow's input type, but its step hands the input to
      // paymentModule.capturePayment unchanged, which books without calling the provider.
      const capture = transform({ plan }, ({ plan }) => plan!.capture! as { payment_id: string; amount: number })
      capturePaymentWorkflow.runAsStep({ input: capture }).config({ name: "riverty-book-capture-made-at-riverty" })
    })
    when("riverty-reconcile-cancel", { plan }, ({ plan }) => !!plan?.cancel).then(() => {
      rivertyCancelPaymentStep(transform({ plan }, ({ plan }) => plan!.cancel!))
    })
    releaseLockStep({ key: orderKey }).config({ name: "riverty-unlock-reconciliation" })

    const result = rivertyApplyNotificationEffectStep({ notification, payment, plan, check })
    const completed = rivertyCompleteNotificationStep({ notification, result })
    return new WorkflowResponse(completed)
  },
)
