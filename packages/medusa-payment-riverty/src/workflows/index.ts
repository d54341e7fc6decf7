// The plugin's workflows, for stores that compose or hook into them (`medusa-payment-riverty/workflows`):
// each workflow with its id, its steps with their ids, and its hooks (docs/layout.md lists them).

// Checkout: Riverty decides before complete-cart (and, for "Place order", the cart is completed);
// the store's hook extends the authorize request.
export {
  authorizeRivertyCartWorkflow,
  authorizeRivertyCartWorkflowId,
  extendAuthorizeRequestHookName,
  type AuthorizeRivertyCartInput,
  type AuthorizedRivertyCart,
} from "./checkout/authorize-cart"
export { rivertyFindCartSessionStep, rivertyFindCartSessionStepId } from "./checkout/steps/find-cart-riverty-session"
export { rivertyPlanAuthorizeRequestStep, rivertyPlanAuthorizeRequestStepId } from "./checkout/steps/plan-authorize-request"
export { rivertyAuthorizeCartSessionStep, rivertyAuthorizeCartSessionStepId, type AuthorizeCartSessionInput } from "./checkout/steps/authorize-cart-session"
export { COMPLETED_CART_REFUSAL, type AuthorizedCartSession, type CartRivertySession } from "./checkout/cart-session"
export type {
  AuthorizeRequestCart,
  AuthorizeRequestExtension,
  ExtraOrderLine,
  OrderLine,
  PlannedAuthorizeRequest,
} from "../providers/riverty"

// Reservations: an accepted authorization whose cart was not completed in time is voided.
export {
  voidUnplacedRivertyAuthorizationWorkflow,
  voidUnplacedRivertyAuthorizationWorkflowId,
  type UnplacedAuthorization,
} from "./reservations/void-unplaced-authorization"
export { rivertyFindUnplacedCartStep, rivertyFindUnplacedCartStepId, type UnplacedCart } from "./reservations/steps/find-unplaced-cart"
export {
  rivertyVoidUnplacedAuthorizationStep,
  rivertyVoidUnplacedAuthorizationStepId,
  RESERVATION_ENDED_MESSAGE,
  type UnplacedOutcome,
} from "./reservations/steps/void-unplaced-authorization"

// Captures
export { captureRivertyShipmentWorkflow, captureRivertyShipmentWorkflowId, type ShipmentCaptureHookInput } from "./captures/capture-shipment"
export {
  adjustCaptureRequestHookName,
  captureRequestExtensionSchema,
  type CaptureRequestExtension,
} from "./captures/capture-request-extension"
export { captureRivertyLinesWorkflow, captureRivertyLinesWorkflowId } from "./captures/capture-lines"
export { bookRivertyCaptureWorkflow, bookRivertyCaptureWorkflowId } from "./captures/book-capture"
export {
  addRivertyShippingDetailsWorkflow,
  addRivertyShippingDetailsWorkflowId,
  updateRivertyShippingDetailsWorkflow,
  updateRivertyShippingDetailsWorkflowId,
} from "./captures/shipping-details"
export {
  rivertyPrepareShipmentCaptureStep,
  rivertyPrepareShipmentCaptureStepId,
  type ShipmentCapturePlan,
} from "./captures/steps/prepare-shipment-capture"
export { rivertyCaptureShipmentStep, rivertyCaptureShipmentStepId, type ShipmentCapture } from "./captures/steps/capture-shipment"
export {
  rivertyCaptureOrderLinesStep,
  rivertyCaptureOrderLinesStepId,
  type CaptureLinesStepInput,
  type CapturedAtRiverty,
} from "./captures/steps/capture-lines"
export {
  rivertyPlanCaptureRecordStep,
  rivertyPlanCaptureRecordStepId,
  rivertyRecordCaptureDataStep,
  rivertyRecordCaptureDataStepId,
  type CaptureRecordPlan,
  type RecordCaptureInput,
} from "./captures/steps/record-capture"
export {
  rivertyAddCaptureShippingDetailsStep,
  rivertyAddCaptureShippingDetailsStepId,
  rivertyUpdateCaptureShippingDetailsStep,
  rivertyUpdateCaptureShippingDetailsStepId,
} from "./captures/steps/shipping-details"

// Voids
export { voidRivertyRemainderWorkflow, voidRivertyRemainderWorkflowId } from "./voids/void-remainder"
export { voidRivertyCanceledOrderRemainderWorkflow, voidRivertyCanceledOrderRemainderWorkflowId } from "./voids/void-canceled-order-remainder"
export { rivertyVoidAuthorizationRemainderStep, rivertyVoidAuthorizationRemainderStepId } from "./voids/steps/void-authorization-remainder"
export { rivertyVoidPaymentRemaindersStep, rivertyVoidPaymentRemaindersStepId } from "./voids/steps/void-payment-remainders"

// Return notifications and return orders
export { sendRivertyReturnNotificationWorkflow, sendRivertyReturnNotificationWorkflowId } from "./return-notifications/send-return-notification"
export {
  sendRivertyReceivedReturnNotificationWorkflow,
  sendRivertyReceivedReturnNotificationWorkflowId,
} from "./return-notifications/send-received-return-notification"
export {
  rivertyPrepareReturnNotificationStep,
  rivertyPrepareReturnNotificationStepId,
  type ReturnNotificationDraft,
} from "./return-notifications/steps/prepare-return-notification"
export { rivertyPostReturnNotificationStep, rivertyPostReturnNotificationStepId } from "./return-notifications/steps/post-return-notification"
export {
  rivertySendReceivedReturnNotificationsStep,
  rivertySendReceivedReturnNotificationsStepId,
  type ReceivedReturnNotificationResult,
} from "./return-notifications/steps/send-received-return-notifications"
export { createRivertyReturnOrderWorkflow, createRivertyReturnOrderWorkflowId, type CreateReturnOrderInput } from "./return-orders/create-return-order"
export { rivertyPrepareReturnOrderStep, rivertyPrepareReturnOrderStepId, type PreparedReturnOrder } from "./return-orders/steps/prepare-return-order"
export { rivertyRecordReturnOrderStep, rivertyRecordReturnOrderStepId } from "./return-orders/steps/record-return-order"
export { rivertySendReturnOrderStep, rivertySendReturnOrderStepId } from "./return-orders/steps/send-return-order"

// Notifications
export { processRivertyNotificationWorkflow, applyRivertyNotificationWorkflow, rivertyCheckOrderAtRivertyStep } from "./notifications"

// Order edits
export { updateRivertyOrderWorkflow, updateRivertyOrderWorkflowId, type UpdateRivertyOrderInput } from "./order-edits/update-order"
export { rivertyFindOrderUpdateStep, rivertyFindOrderUpdateStepId } from "./order-edits/steps/find-order-update"
export { rivertySendOrderUpdateStep, rivertySendOrderUpdateStepId, type OrderUpdateResult } from "./order-edits/steps/send-order-update"
export { rivertyRestoreMedusaPaymentStep, rivertyRestoreMedusaPaymentStepId } from "./order-edits/steps/restore-medusa-payment"
export { rivertyNotifyMerchantStep, rivertyNotifyMerchantStepId } from "./order-edits/steps/notify-merchant"

// Customers and customer accounts
export { lookupRivertyCustomerWorkflow, lookupRivertyCustomerWorkflowId } from "./customers/lookup-customer"
export { keepRivertyLookedUpAddressWorkflow, keepRivertyLookedUpAddressWorkflowId } from "./customers/keep-looked-up-address"
export { rivertyLookupCustomerStep, rivertyLookupCustomerStepId, type LookupCustomerInput } from "./customers/steps/lookup-customer"
export { rivertyForgetCustomerLookupsStep, rivertyForgetCustomerLookupsStepId } from "./customers/steps/forget-customer-lookups"
export { rivertyLookedUpAddressOfOrderStep, rivertyLookedUpAddressOfOrderStepId } from "./customers/steps/looked-up-address-of-order"
export { rivertyKeepLookedUpAddressStep, rivertyKeepLookedUpAddressStepId } from "./customers/steps/keep-looked-up-address"
export { applyRivertyCreditWorkflow, applyRivertyCreditWorkflowId } from "./customer-account/apply-credit"
export { addRivertyAccountEventWorkflow, addRivertyAccountEventWorkflowId } from "./customer-account/add-account-event"
export {
  rivertyApplyForCreditStep,
  rivertyApplyForCreditStepId,
  rivertyAddAccountEventStep,
  rivertyAddAccountEventStepId,
} from "./customer-account/steps/account-call"

// Claims, merchants, subscriptions, the connection test
export { linkRivertyOrderClaimWorkflow, linkRivertyOrderClaimWorkflowId } from "./order-claims/link-order-claim"
export { rivertyCheckOrderClaimStep, rivertyCheckOrderClaimStepId } from "./order-claims/steps/check-order-claim"
export { rivertyStoreOrderClaimStep, rivertyStoreOrderClaimStepId, ORDER_CLAIM_METADATA_KEY } from "./order-claims/steps/store-order-claim"
export { onboardRivertyMerchantWorkflow, onboardRivertyMerchantWorkflowId } from "./merchants/onboard-merchant"
export { rivertyOnboardMerchantStep, rivertyOnboardMerchantStepId, type OnboardedMerchant } from "./merchants/steps/onboard-merchant"
export { createRivertyPartnerInvoiceWorkflow, createRivertyPartnerInvoiceWorkflowId } from "./subscriptions/partner-invoice"
export {
  cancelRivertySubscriptionWorkflow,
  cancelRivertySubscriptionWorkflowId,
  uncancelRivertySubscriptionWorkflow,
  uncancelRivertySubscriptionWorkflowId,
} from "./subscriptions/cancellation"
export {
  rivertyCreatePartnerInvoiceStep,
  rivertyCreatePartnerInvoiceStepId,
  rivertyCancelSubscriptionStep,
  rivertyCancelSubscriptionStepId,
  rivertyUncancelSubscriptionStep,
  rivertyUncancelSubscriptionStepId,
  type SubscriptionRef,
} from "./subscriptions/steps/subscription-calls"
export { testRivertyConnectionWorkflow, testRivertyConnectionWorkflowId, type ConnectionTestResult } from "./connection/test-connection"
export { rivertyCheckConnectionStep, rivertyCheckConnectionStepId } from "./connection/steps/check-connection"
export { rivertyRecordConnectionTestStep, rivertyRecordConnectionTestStepId } from "./connection/steps/record-connection-test"
