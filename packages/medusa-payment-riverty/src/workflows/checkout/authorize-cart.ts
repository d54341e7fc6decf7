import { acquireLockStep, completeCartWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { WorkflowResponse, createHook, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { checkedAuthorizeRequestExtension, type AuthorizeRequestExtension } from "../../providers/riverty"
import type { AuthorizedCartSession } from "./cart-session"
import { rivertyAuthorizeCartSessionStep } from "./steps/authorize-cart-session"
import { rivertyFindCartSessionStep, type FindCartSessionInput } from "./steps/find-cart-riverty-session"
import { rivertyPlanAuthorizeRequestStep } from "./steps/plan-authorize-request"

export const authorizeRivertyCartWorkflowId = "riverty-authorize-cart"
/** The hook a store registers with `authorizeRivertyCartWorkflow.hooks.extendAuthorizeRequest(…)`. */
export const extendAuthorizeRequestHookName = "extendAuthorizeRequest"

// Complete-cart's own lock on the cart (core-flows: the cart id, 30 s to wait, 2 min to hold).
// Complete-cart run inside as a step skips its own lock steps (a nested run takes none), so this
// is the only lock: Riverty's decision and the order are made under it.
const CART_LOCK_TIMEOUT_S = 30
const CART_LOCK_TTL_S = 120

// The hook's result is checked before Riverty is asked: a line that moves the total is refused.
const extensionValidator = { parse: (value: unknown) => checkedAuthorizeRequestExtension(value) }

export interface AuthorizeRivertyCartInput extends FindCartSessionInput {
  /** "Place order": an accepted cart is completed by Medusa's complete-cart under the same lock. */
  complete?: boolean
}

/** Riverty's decision on the cart's session and, when the run completed the cart, its order. */
export interface AuthorizedRivertyCart {
  payment_session: AuthorizedCartSession
  order_id?: string
}

/**
 * Riverty decides on the cart's Riverty session before the cart is completed, as a card's
 * confirmation comes before the order, so a hosted page or a refusal never makes (and rolls back)
 * an order, and never uses up an order number. With `complete` ("Place order", the one request of
 * api/store/riverty/lib/place-order.ts) an accepted cart is completed by Medusa's own
 * `completeCartWorkflow`, whose provider authorize answers from this decision without asking
 * Riverty again. A cart completed before (a repeated or concurrent "Place order" that waited for
 * the lock) is refused before Riverty is asked (`COMPLETED_CART_REFUSAL`).
 *
 * Hook `extendAuthorizeRequest`: gets `{ cart, lines, total_gross_amount }` (the cart without
 * personal data, Riverty's order lines as the plugin built them) and may return extra lines that
 * add up to 0 and the order's references (`AuthorizeRequestExtension`); the provider's authorize
 * sends them with the request.
 */
export const authorizeRivertyCartWorkflow = createWorkflow(authorizeRivertyCartWorkflowId, (input: AuthorizeRivertyCartInput) => {
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
  const completed = when("riverty-authorize-cart-complete", { input, session }, ({ input, session }) => !!input.complete && session.status === "authorized").then(
    () => completeCartWorkflow.runAsStep({ input: { id: lockKey } }),
  )
  releaseLockStep({ key: lockKey })
  const authorized = transform({ session, completed }, ({ session, completed }): AuthorizedRivertyCart => ({
    payment_session: session,
    ...(completed?.id ? { order_id: completed.id } : {}),
  }))
  return new WorkflowResponse(authorized, { hooks: [extendAuthorizeRequest] })
})
