export { findRivertyOrder, requireRivertyOrder, countryOf, type RivertyOrderContext } from "./order-context"
export { capturableLines, selectCaptureLines, type CapturableLine, type LineSelection, type CaptureSelection } from "./order-lines"
export {
  rivertyCaptureLinesWorkflow,
  rivertyAddShippingDetailsWorkflow,
  rivertyUpdateShippingDetailsWorkflow,
  rivertyVoidRemainderWorkflow,
  rivertyReturnNotificationWorkflow,
} from "./workflows"
