import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { rivertyApplyNotificationEffectStep, rivertyClaimNotificationStep, rivertyCompleteNotificationStep } from "./steps"
import type { ClaimNotificationInput } from "./steps/claim-notification"

export const applyRivertyNotificationWorkflowId = "riverty-apply-notification"

/**
 * One inbox notification without a payment part (see payment-part.ts: accounting, return orders,
 * subscriptions, ...), from claim to processed: claim the row, apply the type's effect, emit
 * `riverty.<type>` and mark the row processed. processRivertyNotificationWorkflow's steps less
 * the payment and reconciliation ones, which do nothing for these types. Kept apart because a
 * workflow's length is what its runs cost: Medusa's orchestrator re-checks every step's parent
 * path at each step, and in bench figure 3's profile the fifteen-step workflow made the workflow
 * engine 40 % of the process's CPU, most of it for steps that had nothing to do (18 % with this one).
 */
export const applyRivertyNotificationWorkflow = createWorkflow(applyRivertyNotificationWorkflowId, (input: ClaimNotificationInput) => {
  const notification = rivertyClaimNotificationStep(input)
  const result = rivertyApplyNotificationEffectStep({ notification, payment: null, plan: null })
  const completed = rivertyCompleteNotificationStep({ notification, result })
  return new WorkflowResponse(completed)
})
