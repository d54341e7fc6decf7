import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { rivertyAuthorizeCartSessionStep } from "./steps/authorize-cart-session"
import { rivertyFindCartSessionStep } from "./steps/find-cart-riverty-session"

export const authorizeRivertyCartWorkflowId = "riverty-authorize-cart"

// Complete-cart's own lock on the cart (core-flows: the cart id, 30 s to wait, 2 min to hold):
// an authorize and a completion of one cart never run side by side.
const CART_LOCK_TIMEOUT_S = 30
const CART_LOCK_TTL_S = 120

/**
 * Authorize at Riverty before the cart is completed, as a card's confirmation comes before the
 * order: the storefront completes the cart only once Riverty accepted, so a hosted page or a
 * refusal never makes (and rolls back) an order, and never uses up an order number.
 */
export const authorizeRivertyCartWorkflow = createWorkflow(authorizeRivertyCartWorkflowId, (input: { cart_id: string }) => {
  const lockKey = transform({ input }, ({ input }) => input.cart_id)
  acquireLockStep({ key: lockKey, timeout: CART_LOCK_TIMEOUT_S, ttl: CART_LOCK_TTL_S })
  const found = rivertyFindCartSessionStep(input)
  const session = rivertyAuthorizeCartSessionStep(found)
  releaseLockStep({ key: lockKey })
  return new WorkflowResponse(session)
})
