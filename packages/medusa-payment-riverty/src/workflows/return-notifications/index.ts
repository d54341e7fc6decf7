export { sendRivertyReturnNotificationWorkflow, sendRivertyReturnNotificationWorkflowId } from "./send-return-notification"
export {
  sendRivertyReceivedReturnNotificationWorkflow,
  sendRivertyReceivedReturnNotificationWorkflowId,
} from "./send-received-return-notification"
export * from "./steps"
