export {
  applyRivertyNotificationWorkflow,
  applyRivertyNotificationWorkflowId,
  processRivertyNotificationWorkflow,
  processRivertyNotificationWorkflowId,
  runNotification,
  rivertyApplyNotificationEffectStep,
  rivertyApplyNotificationEffectStepId,
  rivertyClaimNotificationStep,
  rivertyClaimNotificationStepId,
  rivertyCompleteNotificationStep,
  rivertyCompleteNotificationStepId,
  type ClaimNotificationInput,
  type ProcessingResult,
} from "./process-notification"
export { registerNotificationCallbacks, type RegistrationResult, type CallbacksRegistration } from "./register-callbacks"
export * from "./effects"
export { retryFailedNotifications, type RetryAllResult } from "./retry-failed"
export {
  rivertyCancelPaymentStep,
  rivertyCancelPaymentStepId,
  rivertyCheckOrderAtRivertyStep,
  rivertyCheckOrderAtRivertyStepId,
  rivertyProcessPaymentStep,
  rivertyProcessPaymentStepId,
  rivertyReadPaymentStep,
  rivertyReadPaymentStepId,
  rivertyRecordAuthorizationStep,
  rivertyRecordAuthorizationStepId,
  rivertyRecordPaymentLedgerStep,
  rivertyRecordPaymentLedgerStepId,
  checkRivertyOrder,
  claimOf,
  contradictionOf,
  type NotificationClaim,
  type RivertyOrderCheck,
} from "./payment-steps"
export { rivertyPlanReconciliationStep, rivertyPlanReconciliationStepId } from "./reconciliation-plan"
