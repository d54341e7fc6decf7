import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import type { NotificationRecord } from "../../../modules/riverty"
import { effectFor, type EffectResult } from "../effects"
import type { PaymentToProcess } from "../payment-to-process"
import type { ReconciliationPlan } from "../reconciliation-plan"

/**
 * Runs the type's effect (ledger, return orders, subscriptions, and for a payment notification
 * its outcome and reconciliation, after the workflow's payment steps). A thrown error fails the
 * attempt; the runner records it.
 */
export const rivertyApplyNotificationEffectStep = createStep(
  "riverty-apply-notification-effect",
  async (
    input: { notification: NotificationRecord | null; payment: PaymentToProcess | null; plan: ReconciliationPlan | null },
    { container },
  ) => {
    const { notification, payment, plan } = input
    if (!notification) return new StepResponse<EffectResult | null>(null)
    const effect = effectFor(notification.type ?? "")
    if (!effect) {
      return new StepResponse<EffectResult | null>({ outcome: "no effect for this type", eventData: {} })
    }
    return new StepResponse<EffectResult | null>(await effect({ container, notification, payment, reconciliation: plan?.outcome ?? null }))
  },
)
