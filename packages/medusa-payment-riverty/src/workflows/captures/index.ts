export { captureRivertyShipmentWorkflow, captureRivertyShipmentWorkflowId } from "./capture-shipment"
export { captureRivertyLinesWorkflow, captureRivertyLinesWorkflowId } from "./capture-lines"
export {
  addRivertyShippingDetailsWorkflow,
  addRivertyShippingDetailsWorkflowId,
  updateRivertyShippingDetailsWorkflow,
  updateRivertyShippingDetailsWorkflowId,
} from "./shipping-details"
export { capturableLines, selectCaptureLines, type CapturableLine, type LineSelection, type CaptureSelection } from "./order-lines"
export * from "./steps"
