import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import type { NotificationRecord } from "../../../modules/riverty"
import { effectFor, type EffectResult } from "../effects"

/** Runs the type's effect. A thrown error fails the attempt; the runner records it. */
export const rivertyApplyNotificationEffectStep = createStep(
  "riverty-apply-notification-effect",
  async (input: { notification: NotificationRecord | null }, { container }) => {
    const { notification } = input
    if (!notification) return new StepResponse<EffectResult | null>(null)
    const effect = effectFor(notification.type ?? "")
    if (!effect) {
      return new StepResponse<EffectResult | null>({ outcome: "no effect for this type", eventData: {} })
    }
    return new StepResponse<EffectResult | null>(await effect({ container, notification }))
  },
)
