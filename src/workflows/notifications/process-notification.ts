import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { applyRivertyNotificationEffectStep, claimRivertyNotificationStep, completeRivertyNotificationStep } from "./steps"

export const processRivertyNotificationWorkflowId = "riverty-process-notification"

/** Claim, apply the effect, emit `riverty.<type>`, mark processed. */
export const processRivertyNotificationWorkflow = createWorkflow(
  processRivertyNotificationWorkflowId,
  (input: { id: string }) => {
    const notification = claimRivertyNotificationStep(input)
    const result = applyRivertyNotificationEffectStep({ notification })
    const completed = completeRivertyNotificationStep({ notification, result })
    return new WorkflowResponse(completed)
  },
)
