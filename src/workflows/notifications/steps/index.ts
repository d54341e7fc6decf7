export { claimRivertyNotificationStep } from "./claim-notification"
export { applyRivertyNotificationEffectStep } from "./apply-effect"
export { completeRivertyNotificationStep } from "./complete-notification"
