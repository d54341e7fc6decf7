import { acquireLockStep, completeCartWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { authorizeRivertyCartWorkflow } from "./authorize-cart"
import type { AuthorizedCartSession } from "./cart-session"
import { rivertyFindCartOrderStep } from "./steps/find-cart-order"
import type { FindCartSessionInput } from "./steps/find-cart-riverty-session"

export const placeRivertyOrderWorkflowId = "riverty-place-order"

// Complete-cart's own lock on the cart (core-flows: the cart id, 30 s to wait, 2 min to hold).
// The workflows run inside as steps skip their own lock steps (a nested run takes none), so this
// is the only lock of a place order: Riverty's decision and the order are made under it.
const CART_LOCK_TIMEOUT_S = 30
const CART_LOCK_TTL_S = 120

/** A place order's outcome: the cart's order, or Riverty's decision that made none. */
export interface PlacedRivertyOrder {
  /** The order: made by this run, or by an earlier request for the same cart. */
  order_id?: string
  /** Riverty's decision on the cart's session, when this run asked (absent for a cart completed before). */
  payment_session?: AuthorizedCartSession
}

/**
 * "Place order" with Riverty in one store request (`POST /store/carts/:id/complete`, see
 * api/store/riverty/lib/place-order.ts): under one lock on the cart, Riverty decides on the cart's
 * session (the plugin's authorize workflow, whose `extendAuthorizeRequest` hook a store may
 * register, reading the cart once and handing it to the provider's authorize), and only an
 * accepted cart is completed by Medusa's own complete-cart workflow, whose provider authorize
 * answers from that decision without asking Riverty again. A hosted page or a refusal makes no
 * order (no order number used up); a cart completed before answers with its order.
 */
export const placeRivertyOrderWorkflow = createWorkflow(placeRivertyOrderWorkflowId, (input: FindCartSessionInput) => {
  const lockKey = transform({ input }, ({ input }) => input.cart_id)
  acquireLockStep({ key: lockKey, timeout: CART_LOCK_TIMEOUT_S, ttl: CART_LOCK_TTL_S })
  const earlier = rivertyFindCartOrderStep(input)
  const decided = when("riverty-place-order-decide", { earlier }, ({ earlier }) => !earlier.order_id).then(() =>
    authorizeRivertyCartWorkflow.runAsStep({ input }),
  )
  const completed = when("riverty-place-order-complete", { decided }, ({ decided }) => decided?.status === "authorized").then(() =>
    completeCartWorkflow.runAsStep({ input: { id: lockKey } }),
  )
  releaseLockStep({ key: lockKey })
  const placed = transform({ earlier, decided, completed }, ({ earlier, decided, completed }): PlacedRivertyOrder => {
    const orderId = completed?.id ?? earlier.order_id
    return { ...(orderId ? { order_id: orderId } : {}), ...(decided ? { payment_session: decided } : {}) }
  })
  return new WorkflowResponse(placed)
})
