import type { IEventBusModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import {
  RIVERTY_MODULE,
  effectEventName,
  type NotificationRecord,
  type RivertyModuleService,
} from "../../../modules/riverty"
import type { EffectResult } from "../effects"

/**
 * Emits `riverty.<type>` and then marks the notification processed. In that order, a crash in
 * between means the event is emitted again on retry (at least once), never lost. A contradicted
 * notification emits nothing (it happened only in its sender's word) and is marked `contradicted`.
 */
export const rivertyCompleteNotificationStep = createStep(
  "riverty-complete-notification",
  async (input: { notification: NotificationRecord | null; result: EffectResult | null }, { container }) => {
    const { notification, result } = input
    if (!notification || !result) return new StepResponse(false)
    const status = result.status ?? "processed"
    if (status === "processed") {
      const eventBus = container.resolve<IEventBusModuleService>(Modules.EVENT_BUS)
      await eventBus.emit({ name: effectEventName(notification.type ?? "unknown"), data: result.eventData })
    }
    const riverty = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
    await riverty.markProcessed(notification.id, result.outcome, status)
    return new StepResponse(true)
  },
)
