import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { rivertyCancelSubscriptionStep, rivertyUncancelSubscriptionStep, type SubscriptionRef } from "./steps/subscription-calls"

export const cancelRivertySubscriptionWorkflowId = "riverty-cancel-subscription"
export const uncancelRivertySubscriptionWorkflowId = "riverty-uncancel-subscription"

/** Cancels a subscription at Riverty on a date. */
export const cancelRivertySubscriptionWorkflow = createWorkflow(
  cancelRivertySubscriptionWorkflowId,
  (input: SubscriptionRef & { date: string }) => new WorkflowResponse(rivertyCancelSubscriptionStep(input)),
)

/** Withdraws a subscription's cancellation at Riverty. */
export const uncancelRivertySubscriptionWorkflow = createWorkflow(
  uncancelRivertySubscriptionWorkflowId,
  (input: SubscriptionRef) => new WorkflowResponse(rivertyUncancelSubscriptionStep(input)),
)
