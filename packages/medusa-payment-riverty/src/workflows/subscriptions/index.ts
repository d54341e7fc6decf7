export { createRivertyPartnerInvoiceWorkflow, createRivertyPartnerInvoiceWorkflowId } from "./partner-invoice"
export {
  cancelRivertySubscriptionWorkflow,
  cancelRivertySubscriptionWorkflowId,
  uncancelRivertySubscriptionWorkflow,
  uncancelRivertySubscriptionWorkflowId,
} from "./cancellation"
export { type SubscriptionRef } from "./steps/subscription-calls"
