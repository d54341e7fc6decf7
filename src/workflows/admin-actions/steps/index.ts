export { captureAtRivertyStep, type CaptureLinesStepInput, type CapturedAtRiverty } from "./capture-at-riverty"
export { addShippingDetailsStep, updateShippingDetailsStep, voidRemainderStep, sendReturnNotificationStep } from "./riverty-call"
