export { prepareReturnOrderStep, type PreparedReturnOrder } from "./prepare-return-order"
export { recordReturnOrderStep } from "./record-return-order"
export { sendReturnOrderStep } from "./send-return-order"
