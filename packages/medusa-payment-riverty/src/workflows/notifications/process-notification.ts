import type { IEventBusModuleService, Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { StepResponse, WorkflowResponse, createStep, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, capturePaymentWorkflow, refundPaymentWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { logText } from "../../connection"
import { RIVERTY_MODULE, effectEventName, type NotificationRecord, type RivertyModuleService } from "../../modules/riverty"
import { CAPTURE_LOCK_TIMEOUT_S, CAPTURE_LOCK_TTL_S, captureLockKey } from "../../providers/riverty"
import { paymentEffectFor } from "./effects/payments"
import { isPaymentNotificationType } from "riverty-client"
import { effectFor } from "./effects/registry"
import type { EffectResult } from "./effects/types"
import {
  rivertyCancelPaymentStep,
  rivertyCheckOrderAtRivertyStep,
  rivertyProcessPaymentStep,
  rivertyReadPaymentStep,
  rivertyRecordAuthorizationStep,
  rivertyRecordPaymentLedgerStep,
  type PaymentToProcess,
  type RivertyOrderCheck,
} from "./payment-steps"
import { orderToLockForReconciliation, rivertyPlanReconciliationStep, type ReconciliationPlan } from "./reconciliation-plan"

// The steps both workflows run: claim the row, apply the type's effect, complete the row.

export interface ClaimNotificationInput {
  /** The inbox row, which is also the run's transactionId. */
  id: string
  /** The admin's retry: takes a failed or dead row (otherwise a waiting, failed or lapsed one). */
  retry?: boolean
}

export const rivertyClaimNotificationStepId = "riverty-claim-notification"
/**
 * Claims the row for this run (one conditional update, so of two runs of a row exactly one gets
 * it); null when another run has it or it needs nothing more, and every later step then does nothing.
 */
export const rivertyClaimNotificationStep = createStep(rivertyClaimNotificationStepId, async (input: ClaimNotificationInput, { container }) => {
  const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const claimed: NotificationRecord | null = await rivertyModule.claimNotificationRun(input.id, input.retry ?? false)
  return new StepResponse(claimed)
})

export const rivertyApplyNotificationEffectStepId = "riverty-apply-notification-effect"
/**
 * Runs the type's effect: a type with a payment part takes it from the payment effects
 * (paymentEffectFor: its outcome and reconciliation, after the workflow's payment steps), every
 * other type from the registry (ledger, return orders, subscriptions). A notification Riverty's
 * order contradicts has no effect: its result says so, with the reason, and ends the row
 * `contradicted`. A thrown error fails the attempt; the runner records it.
 */
export const rivertyApplyNotificationEffectStep = createStep(
  rivertyApplyNotificationEffectStepId,
  async (
    input: {
      notification: NotificationRecord | null
      payment: PaymentToProcess | null
      plan: ReconciliationPlan | null
      check?: RivertyOrderCheck | null
    },
    { container },
  ) => {
    const { notification, payment, plan, check } = input
    if (!notification) return new StepResponse<EffectResult | null>(null)
    if (check?.contradiction) {
      return new StepResponse<EffectResult | null>({
        outcome: `${check.claim} contradicted by Riverty's order: ${check.contradiction}`,
        eventData: {},
        status: "contradicted",
      })
    }
    const type = notification.type ?? ""
    const effect = isPaymentNotificationType(type) ? paymentEffectFor(type) : effectFor(type)
    if (!effect) {
      return new StepResponse<EffectResult | null>({ outcome: "no effect for this type", eventData: {} })
    }
    return new StepResponse<EffectResult | null>(await effect({ container, notification, payment, reconciliation: plan?.outcome ?? null }))
  },
)

export const rivertyCompleteNotificationStepId = "riverty-complete-notification"
/**
 * Emits `riverty.<type>` and then marks the notification processed. In that order, a crash in
 * between means the event is emitted again on retry (at least once), never lost. A contradicted
 * notification emits nothing (it happened only in its sender's word) and is marked `contradicted`.
 */
export const rivertyCompleteNotificationStep = createStep(
  rivertyCompleteNotificationStepId,
  async (input: { notification: NotificationRecord | null; result: EffectResult | null }, { container }) => {
    const { notification, result } = input
    if (!notification || !result) return new StepResponse(false)
    const status = result.status ?? "processed"
    if (status === "processed") {
      const eventBus = container.resolve<IEventBusModuleService>(Modules.EVENT_BUS)
      await eventBus.emit({ name: effectEventName(notification.type ?? "unknown"), data: result.eventData })
    }
    const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
    await rivertyModule.markProcessed(notification.id, result.outcome, status)
    return new StepResponse(true)
  },
)

export const processRivertyNotificationWorkflowId = "riverty-process-notification"

/** Seconds to wait for a session's notification lock, and seconds it lives at most. */
const PAYMENT_LOCK_TIMEOUT_S = 30
const PAYMENT_LOCK_TTL_S = 120

/**
 * One inbox notification with a payment part (isPaymentNotificationType; the others run
 * applyRivertyNotificationWorkflow), from claim to processed: claim the row; read what it means for
 * its session; before it may move anything, read the order at Riverty and check the notification
 * against it (a notification is a claim, Riverty's order the fact): a contradicted one changes
 * nothing, is left off the ledger and ends `contradicted` with the reason. Otherwise put it on the
 * ledger, record a notified authorization on the session state (undone if Medusa's payment
 * workflow then fails) and run Medusa's processPaymentWorkflow, as a workflow of its own so that
 * its cart lock holds (see rivertyProcessPaymentStep); for a capture, cancellation or refund made at
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
    const ledger = rivertyRecordPaymentLedgerStep({ notification, check, link: transform({ read }, ({ read }) => read?.link ?? null) })
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

export const applyRivertyNotificationWorkflowId = "riverty-apply-notification"

/**
 * One inbox notification without a payment part (see isPaymentNotificationType: accounting, return orders,
 * subscriptions, ...), from claim to processed: claim the row, apply the type's effect, emit
 * `riverty.<type>` and mark the row processed. processRivertyNotificationWorkflow's steps less
 * the payment and reconciliation ones, which do nothing for these types. Kept apart because a
 * workflow's length is what its runs cost: Medusa's orchestrator re-checks every step's parent
 * path at each step, and in bench figure 3's profile the fifteen-step workflow made the workflow
 * engine 40 % of the process's CPU, most of it for steps that had nothing to do (18 % with this one).
 */
export const applyRivertyNotificationWorkflow = createWorkflow(applyRivertyNotificationWorkflowId, (input: ClaimNotificationInput) => {
  const notification = rivertyClaimNotificationStep(input)
  const result = rivertyApplyNotificationEffectStep({ notification, payment: null, plan: null })
  const completed = rivertyCompleteNotificationStep({ notification, result })
  return new WorkflowResponse(completed)
})

export type ProcessingResult = "processed" | "not_claimed" | "failed" | "dead"

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (error && typeof error === "object" && "message" in error) return String((error as { message: unknown }).message)
  return String(error)
}

/**
 * Runs one inbox row's workflow once: the payment workflow when its type has a payment part, the
 * three-step one otherwise, with the row id as the run's transactionId. The workflow claims the
 * row itself (its first step); a failure is recorded on the row (status, attempts, last error,
 * next attempt, dead after maxAttempts), where the scheduled job and the admin find it. Never
 * throws for a failing step: the inbox is where failures live. `type` is read from the row when
 * the caller does not know it.
 */
export async function runNotification(
  container: MedusaContainer,
  notification: { id: string; type?: string | null },
  options: { retry?: boolean } = {},
): Promise<ProcessingResult> {
  const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const { id } = notification
  const type = notification.type !== undefined ? notification.type : (await rivertyModule.retrieveRivertyNotification(id, { select: ["type"] })).type
  const workflow = isPaymentNotificationType(type) ? processRivertyNotificationWorkflow : applyRivertyNotificationWorkflow
  const { result, errors } = await workflow(container).run({ input: { id, retry: options.retry }, context: { transactionId: id }, throwOnError: false })
  if (!errors?.length) return result ? "processed" : "not_claimed"
  const message = messageOf(errors[0].error)
  const failure = await rivertyModule.markFailed(id, message)
  const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  logger.warn(
    `Riverty notification ${id} failed (${failure.status}${failure.next_attempt_at ? `, next attempt ${failure.next_attempt_at.toISOString()}` : ""}): ${logText(message, 500)}`,
  )
  return failure.status
}
