import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { rivertyVoidRemaindersStep } from "./steps/void-remainders"

export const voidRivertyOrderRemainderWorkflowId = "riverty-void-order-remainder"

/** After an order cancellation: void what Medusa left authorized on partly captured payments. */
export const voidRivertyOrderRemainderWorkflow = createWorkflow(voidRivertyOrderRemainderWorkflowId, (input: { order_id: string }) => {
  return new WorkflowResponse(rivertyVoidRemaindersStep(input))
})
