import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { WorkflowResponse, createHook, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { checkedAuthorizeRequestExtension, type AuthorizeRequestExtension } from "../../providers/riverty"
import { rivertyAuthorizeCartSessionStep } from "./steps/authorize-cart-session"
import { rivertyFindCartSessionStep, type FindCartSessionInput } from "./steps/find-cart-riverty-session"
import { rivertyPlanAuthorizeRequestStep } from "./steps/plan-authorize-request"

export const authorizeRivertyCartWorkflowId = "riverty-authorize-cart"
/** The hook a store registers with `authorizeRivertyCartWorkflow.hooks.extendAuthorizeRequest(…)`. */
export const extendAuthorizeRequestHookName = "extendAuthorizeRequest"

// Complete-cart's own lock on the cart (core-flows: the cart id, 30 s to wait, 2 min to hold):
// an authorize and a completion of one cart never run side by side.
const CART_LOCK_TIMEOUT_S = 30
const CART_LOCK_TTL_S = 120

// The hook's result is checked before Riverty is asked: a line that moves the total is refused.
const extensionValidator = { parse: (value: unknown) => checkedAuthorizeRequestExtension(value) }

/**
 * Authorize at Riverty before the cart is completed, as a card's confirmation comes before the
 * order: the storefront completes the cart only once Riverty accepted, so a hosted page or a
 * refusal never makes (and rolls back) an order, and never uses up an order number.
 *
 * Hook `extendAuthorizeRequest`: gets `{ cart, lines, total_gross_amount }` (the cart without
 * personal data, Riverty's order lines as the plugin built them) and may return extra lines that
 * add up to 0 and the order's references (`AuthorizeRequestExtension`); the provider's authorize
 * sends them with the request.
 */
export const authorizeRivertyCartWorkflow = createWorkflow(authorizeRivertyCartWorkflowId, (input: FindCartSessionInput) => {
  const lockKey = transform({ input }, ({ input }) => input.cart_id)
  acquireLockStep({ key: lockKey, timeout: CART_LOCK_TIMEOUT_S, ttl: CART_LOCK_TTL_S })
  const found = rivertyFindCartSessionStep(input)
  const planned = rivertyPlanAuthorizeRequestStep(found)
  const extendAuthorizeRequest = createHook(extendAuthorizeRequestHookName, planned, { resultValidator: extensionValidator })
  const extension = extendAuthorizeRequest.getResult()
  const authorizeInput = transform({ found, extension }, ({ found, extension }) => ({
    session: found,
    ...(extension ? { extension: extension as AuthorizeRequestExtension } : {}),
  }))
  const session = rivertyAuthorizeCartSessionStep(authorizeInput)
  releaseLockStep({ key: lockKey })
  return new WorkflowResponse(session, { hooks: [extendAuthorizeRequest] })
})
