import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { rivertyApplyNotificationEffectStep, rivertyClaimNotificationStep, rivertyCompleteNotificationStep } from "./steps"

export const processRivertyNotificationWorkflowId = "riverty-process-notification"

/** Claim, apply the effect, emit `riverty.<type>`, mark processed. */
export const processRivertyNotificationWorkflow = createWorkflow(
  processRivertyNotificationWorkflowId,
  (input: { id: string }) => {
    const notification = rivertyClaimNotificationStep(input)
    const result = rivertyApplyNotificationEffectStep({ notification })
    const completed = rivertyCompleteNotificationStep({ notification, result })
    return new WorkflowResponse(completed)
  },
)
