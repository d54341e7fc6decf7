import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { RIVERTY_MODULE, type NotificationRecord, type RivertyModuleService } from "../../../modules/riverty"

export interface ClaimNotificationInput {
  id: string
  /**
   * Set when the inbox's batch claim already took the row (drain-inbox.ts): the attempt it was
   * claimed with. The step then reads that claim instead of claiming again, and gets null when
   * the claim no longer holds (its lease ran out and another process took the row over).
   */
  attempt?: number
}

/** Claims the notification (or reads the batch's claim of it); null when another worker has it or it needs nothing more. */
export const rivertyClaimNotificationStep = createStep(
  "riverty-claim-notification",
  async (input: ClaimNotificationInput, { container }) => {
    const riverty = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
    const claimed: NotificationRecord | null =
      input.attempt === undefined ? await riverty.claimNotification(input.id) : await riverty.claimedNotification(input.id, input.attempt)
    return new StepResponse(claimed)
  },
)
