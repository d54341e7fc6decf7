export { rivertyPrepareReturnNotificationStep, type ReturnNotificationDraft } from "./prepare-return-notification"
export { rivertyPostReturnNotificationStep } from "./post-return-notification"
export { rivertySendReceivedReturnNotificationsStep, type ReceivedReturnNotificationResult } from "./send-received-return-notifications"
