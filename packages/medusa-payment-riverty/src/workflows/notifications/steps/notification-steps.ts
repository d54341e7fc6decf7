import type { IEventBusModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { RIVERTY_MODULE, effectEventName, type NotificationRecord, type RivertyModuleService } from "../../../modules/riverty"
import { effectFor, type EffectResult } from "../effects"
import type { PaymentToProcess, RivertyOrderCheck } from "../payment-steps"
import type { ReconciliationPlan } from "../reconciliation-plan"

// The steps every notification runs: claim the row, apply the type's effect, complete the row.

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
 * Runs the type's effect (ledger, return orders, subscriptions, and for a payment notification
 * its outcome and reconciliation, after the workflow's payment steps). A notification Riverty's
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
    const effect = effectFor(notification.type ?? "")
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
