import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { rivertySendReceivedReturnNotificationsStep } from "./steps/send-received-return-notifications"

export const sendRivertyReceivedReturnNotificationWorkflowId = "riverty-send-received-return-notification"

/**
 * A received Medusa return of a captured Riverty order: tell Riverty so the invoice is adjusted
 * (one notification per capture holding returned lines). The admin's notification of one capture
 * is `sendRivertyReturnNotificationWorkflow` beside it.
 */
export const sendRivertyReceivedReturnNotificationWorkflow = createWorkflow(
  sendRivertyReceivedReturnNotificationWorkflowId,
  (input: { order_id: string; return_id: string }) => new WorkflowResponse(rivertySendReceivedReturnNotificationsStep(input)),
)
