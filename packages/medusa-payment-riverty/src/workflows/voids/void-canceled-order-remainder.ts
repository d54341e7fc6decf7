import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { rivertyVoidPaymentRemaindersStep } from "./steps/void-payment-remainders"

export const voidRivertyCanceledOrderRemainderWorkflowId = "riverty-void-canceled-order-remainder"

/**
 * After an order cancellation: void what Medusa left authorized on partly captured payments
 * (through the payment module, so the provider's cancel voids at Riverty). The admin's void of
 * one order's remainder is `voidRivertyRemainderWorkflow` beside it.
 */
export const voidRivertyCanceledOrderRemainderWorkflow = createWorkflow(
  voidRivertyCanceledOrderRemainderWorkflowId,
  (input: { order_id: string }) => new WorkflowResponse(rivertyVoidPaymentRemaindersStep(input)),
)
