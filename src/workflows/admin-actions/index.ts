export { adminConnection, adminClientOptions, AdminConnectionOptionsSchema, type AdminConnection, type AdminConnectionOptions } from "./connection"
export { findRivertyOrder, requireRivertyOrder, isRivertyProvider, countryOf, type RivertyOrderContext } from "./order-context"
export { capturableLines, selectCaptureLines, type CapturableLine, type LineSelection, type CaptureSelection } from "./order-lines"
export { adminErrorOf } from "./errors"
export {
  rivertyCaptureLinesWorkflow,
  rivertyAddShippingDetailsWorkflow,
  rivertyUpdateShippingDetailsWorkflow,
  rivertyVoidRemainderWorkflow,
  rivertyReturnNotificationWorkflow,
} from "./workflows"
