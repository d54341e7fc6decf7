export { processRivertyNotificationWorkflow, processRivertyNotificationWorkflowId } from "./process-notification"
export { processNotification, processDueNotifications, type ProcessingResult } from "./run-notification"
export { registerNotificationCallbacks, type RegistrationResult } from "./register-callbacks"
export * from "./effects"
