export { authorizeRivertyCartWorkflow, authorizeRivertyCartWorkflowId } from "./authorize-cart"
export { rivertyFindCartSessionStep } from "./steps/find-cart-riverty-session"
export { rivertyAuthorizeCartSessionStep } from "./steps/authorize-cart-session"
export type { AuthorizedCartSession, CartRivertySession } from "./cart-session"
