import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { RIVERTY_MODULE, type NotificationRecord, type RivertyModuleService } from "../../../modules/riverty"

export interface ClaimNotificationInput {
  id: string
  /**
   * The attempt the row was claimed with, by the inbox's batch claim (drain-inbox.ts) or the admin's
   * retry claim: the step reads that claim back, and gets null when it no longer holds (its lease
   * ran out and another process took the row over, or it is done).
   */
  attempt: number
}

/** The notification as this run claimed it; null when another worker has it now or it needs nothing more. */
export const rivertyClaimNotificationStep = createStep(
  "riverty-claim-notification",
  async (input: ClaimNotificationInput, { container }) => {
    const riverty = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
    const claimed: NotificationRecord | null = await riverty.claimedNotification(input.id, input.attempt)
    return new StepResponse(claimed)
  },
)
