export { claimNotificationStep } from "./claim-notification"
export { applyNotificationEffectStep } from "./apply-effect"
export { completeNotificationStep } from "./complete-notification"
