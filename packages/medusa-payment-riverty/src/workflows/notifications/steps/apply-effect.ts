import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import type { NotificationRecord } from "../../../modules/riverty"
import { effectFor, type EffectResult } from "../effects"
import type { PaymentToProcess } from "../payment-to-process"
import type { ReconciliationPlan } from "../reconciliation-plan"
import type { RivertyOrderCheck } from "../riverty-order-check"

/**
 * Runs the type's effect (ledger, return orders, subscriptions, and for a payment notification
 * its outcome and reconciliation, after the workflow's payment steps). A notification Riverty's
 * order contradicts has no effect: its result says so, with the reason, and ends the row
 * `contradicted`. A thrown error fails the attempt; the runner records it.
 */
export const rivertyApplyNotificationEffectStep = createStep(
  "riverty-apply-notification-effect",
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
