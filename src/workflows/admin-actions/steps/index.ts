export { captureAtRivertyStep, type CaptureLinesStepInput, type CapturedAtRiverty } from "./capture-at-riverty"
export { recordMedusaCaptureStep } from "./record-medusa-capture"
export { addShippingDetailsStep, updateShippingDetailsStep, voidRemainderStep, sendReturnNotificationStep } from "./riverty-call"
