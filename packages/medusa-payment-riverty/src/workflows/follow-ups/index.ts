export { enqueueAndRun, runDueFollowUps, runFollowUp, runClaimedFollowUp, safeErrorText, isPermanent, type FollowUpResult } from "./run-follow-up"
export { followUpFor, runFollowUpWork, type WorkResult } from "./follow-up-work"
export { orderIdOfFulfillment } from "./order-of-fulfillment"
