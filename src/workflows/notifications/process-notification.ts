import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { applyNotificationEffectStep, claimNotificationStep, completeNotificationStep } from "./steps"

export const processRivertyNotificationWorkflowId = "riverty-process-notification"

/** Claim, apply the effect, emit `riverty.<type>`, mark processed. */
export const processRivertyNotificationWorkflow = createWorkflow(
  processRivertyNotificationWorkflowId,
  (input: { id: string }) => {
    const notification = claimNotificationStep(input)
    const result = applyNotificationEffectStep({ notification })
    const completed = completeNotificationStep({ notification, result })
    return new WorkflowResponse(completed)
  },
)
