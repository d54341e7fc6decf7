export { rivertyPrepareReturnOrderStep, type PreparedReturnOrder } from "./prepare-return-order"
export { rivertyRecordReturnOrderStep } from "./record-return-order"
export { rivertySendReturnOrderStep } from "./send-return-order"
