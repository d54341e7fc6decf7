export { authorizeRivertyCartWorkflow, authorizeRivertyCartWorkflowId } from "./authorize-cart"
export { rivertyFindCartSessionStep, type CartRivertySession } from "./steps/find-cart-riverty-session"
export { rivertyAuthorizeCartSessionStep, type AuthorizedCartSession } from "./steps/authorize-cart-session"
