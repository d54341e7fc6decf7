export { voidRivertyRemainderWorkflow, voidRivertyRemainderWorkflowId } from "./void-remainder"
export { voidRivertyCanceledOrderRemainderWorkflow, voidRivertyCanceledOrderRemainderWorkflowId } from "./void-canceled-order-remainder"
export { rivertyVoidAuthorizationRemainderStep } from "./steps/void-authorization-remainder"
export { rivertyVoidPaymentRemaindersStep } from "./steps/void-payment-remainders"
