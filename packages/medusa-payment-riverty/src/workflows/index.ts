// The plugin's workflows, for stores that compose or hook into them (`medusa-payment-riverty/workflows`).
export {
  captureRivertyShipmentWorkflow,
  captureRivertyLinesWorkflow,
  addRivertyShippingDetailsWorkflow,
  updateRivertyShippingDetailsWorkflow,
} from "./captures"
export { authorizeRivertyCartWorkflow, rivertyFindCartSessionStep, rivertyAuthorizeCartSessionStep } from "./checkout"
export { voidRivertyRemainderWorkflow, voidRivertyCanceledOrderRemainderWorkflow } from "./voids"
export { sendRivertyReturnNotificationWorkflow, sendRivertyReceivedReturnNotificationWorkflow } from "./return-notifications"
export { createRivertyReturnOrderWorkflow } from "./return-orders"
export { processRivertyNotificationWorkflow, applyRivertyNotificationWorkflow, rivertyCheckOrderAtRivertyStep } from "./notifications"
export { updateRivertyOrderWorkflow } from "./order-edits"
export { lookupRivertyCustomerWorkflow, keepRivertyLookedUpAddressWorkflow } from "./customers"
export { applyRivertyCreditWorkflow, addRivertyAccountEventWorkflow } from "./customer-account"
export { linkRivertyOrderClaimWorkflow } from "./order-claims"
export { onboardRivertyMerchantWorkflow } from "./merchants"
export { createRivertyPartnerInvoiceWorkflow, cancelRivertySubscriptionWorkflow, uncancelRivertySubscriptionWorkflow } from "./subscriptions"
