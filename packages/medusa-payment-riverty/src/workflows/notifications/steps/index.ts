export { rivertyClaimNotificationStep } from "./claim-notification"
export { rivertyApplyNotificationEffectStep } from "./apply-effect"
export { rivertyCompleteNotificationStep } from "./complete-notification"
