export { sendRivertyReturnNotificationWorkflow, sendRivertyReturnNotificationWorkflowId } from "./send-return-notification"
export {
  sendRivertyReceivedReturnNotificationWorkflow,
  sendRivertyReceivedReturnNotificationWorkflowId,
} from "./send-received-return-notification"
export { returnedByCapture, type ReturnedQuantity, type CaptureLines } from "./return-lines"
export * from "./steps"
