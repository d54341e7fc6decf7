import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { rivertyNotifyReturnStep } from "./steps/notify-return"

export const notifyRivertyReturnWorkflowId = "riverty-notify-return"

/** A received Medusa return of a captured Riverty order: tell Riverty so the invoice is adjusted. */
export const notifyRivertyReturnWorkflow = createWorkflow(
  notifyRivertyReturnWorkflowId,
  (input: { order_id: string; return_id: string }) => new WorkflowResponse(rivertyNotifyReturnStep(input))
)
