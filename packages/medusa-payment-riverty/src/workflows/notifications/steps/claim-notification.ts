import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { RIVERTY_MODULE, type NotificationRecord, type RivertyModuleService } from "../../../modules/riverty"

/** Claims the notification; null when another worker has it or it needs nothing more. */
export const rivertyClaimNotificationStep = createStep(
  "riverty-claim-notification",
  async (input: { id: string }, { container }) => {
    const riverty = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
    const claimed: NotificationRecord | null = await riverty.claimNotification(input.id)
    return new StepResponse(claimed)
  },
)
