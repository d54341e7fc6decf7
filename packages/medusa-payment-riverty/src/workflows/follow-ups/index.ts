export { enqueueAndRun, runDueFollowUps, runClaimedFollowUp, safeErrorText, isPermanent, type FollowUpResult } from "./run-follow-up"
export { followUpFor, runFollowUpWork, type FollowUpAttempt, type WorkResult } from "./follow-up-work"
export { orderIdOfFulfillment } from "./order-of-fulfillment"
