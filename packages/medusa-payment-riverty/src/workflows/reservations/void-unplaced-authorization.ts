import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { rivertyFindUnplacedCartStep } from "./steps/find-unplaced-cart"
import { rivertyVoidUnplacedAuthorizationStep, type UnplacedOutcome } from "./steps/void-unplaced-authorization"

export const voidUnplacedRivertyAuthorizationWorkflowId = "riverty-void-unplaced-authorization"

// The cart's lock as complete-cart takes it (the cart id); not waited for: a completion holding it
// decides, and the session is looked at again on a later run.
const CART_LOCK_TTL_S = 60

export interface UnplacedAuthorization {
  session_id: string
  order_number: string
  country: string | null
}

/**
 * An authorization Riverty accepted whose cart was not completed within `reservationHoldMs` (the
 * shopper left after Riverty accepted): under the cart's lock, so no completion runs beside it,
 * voided at Riverty unless Medusa made its payment meanwhile. A completion after it is refused
 * (choose the payment method again), never an order without a reservation.
 */
export const voidUnplacedRivertyAuthorizationWorkflow = createWorkflow(voidUnplacedRivertyAuthorizationWorkflowId, (input: UnplacedAuthorization) => {
  const cart = rivertyFindUnplacedCartStep(input)
  const outcome = when("riverty-unplaced-not-placed", { cart }, ({ cart }) => !cart.placed).then(() => {
    const lockKey = transform({ cart }, ({ cart }) => cart.cart_id)
    acquireLockStep({ key: lockKey, timeout: 0, ttl: CART_LOCK_TTL_S })
    const voided = rivertyVoidUnplacedAuthorizationStep(input)
    releaseLockStep({ key: lockKey })
    return voided
  })
  const result = transform({ outcome }, ({ outcome }): UnplacedOutcome => outcome ?? "placed")
  return new WorkflowResponse(result)
})
