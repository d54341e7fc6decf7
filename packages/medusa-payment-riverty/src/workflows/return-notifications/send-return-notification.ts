import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { rivertyPrepareReturnNotificationStep, type ReturnNotificationDraft } from "./steps/prepare-return-notification"
import { rivertyPostReturnNotificationStep } from "./steps/post-return-notification"

export const sendRivertyReturnNotificationWorkflowId = "riverty-send-return-notification"

/**
 * The admin's return notification of one capture (the customer sent it, or part of it, back),
 * which pauses Riverty's dunning. A received Medusa return is notified by
 * `sendRivertyReceivedReturnNotificationWorkflow` beside it.
 */
export const sendRivertyReturnNotificationWorkflow = createWorkflow(
  sendRivertyReturnNotificationWorkflowId,
  (input: ReturnNotificationDraft) => {
    const body = rivertyPrepareReturnNotificationStep(input)
    const postInput = transform({ input, body }, ({ input, body }) => ({
      context: input.context,
      body,
      request_key: input.request_key,
    }))
    return new WorkflowResponse(rivertyPostReturnNotificationStep(postInput))
  },
)
