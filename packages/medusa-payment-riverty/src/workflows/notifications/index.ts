export {
  applyRivertyNotificationWorkflow,
  applyRivertyNotificationWorkflowId,
  processRivertyNotificationWorkflow,
  processRivertyNotificationWorkflowId,
  runNotification,
  type ProcessingResult,
} from "./process-notification"
export { registerNotificationCallbacks, type RegistrationResult, type CallbacksRegistration } from "./register-callbacks"
export * from "./effects"
export { retryFailedNotifications, type RetryAllResult } from "./retry-failed"
export * from "./steps/notification-steps"
export * from "./steps/payment-steps"
export { rivertyPlanReconciliationStep, rivertyPlanReconciliationStepId } from "./reconciliation-plan"
export { checkRivertyOrder, claimOf, contradictionOf, type NotificationClaim, type RivertyOrderCheck } from "./riverty-order-check"
