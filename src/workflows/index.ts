// The plugin's workflows, for stores that compose or hook into them (`medusa-payment-riverty/workflows`).
export {
  captureRivertyShipmentWorkflow,
  voidRivertyOrderRemainderWorkflow,
  notifyRivertyReturnWorkflow,
} from "./order-management"
export { processRivertyNotificationWorkflow } from "./notifications"
export { createRivertyReturnOrderWorkflow } from "./returns"
export {
  rivertyCaptureLinesWorkflow,
  rivertyAddShippingDetailsWorkflow,
  rivertyUpdateShippingDetailsWorkflow,
  rivertyVoidRemainderWorkflow,
  rivertyReturnNotificationWorkflow,
} from "./admin-actions"
