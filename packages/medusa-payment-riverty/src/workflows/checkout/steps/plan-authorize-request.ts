import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { plannedAuthorizeRequest, plannedAuthorizeRequestOf, type PlannedAuthorizeRequest } from "../../../providers/riverty"
import type { CartRivertySession } from "../cart-session"

export const rivertyPlanAuthorizeRequestStepId = "riverty-plan-authorize-request"

/**
 * The cart and the order lines the provider's authorize will send, for the store's
 * `extendAuthorizeRequest` hook to see. Read under the cart's lock, so the provider builds the
 * same lines from the same cart; from the cart the find step read when it came with the session.
 */
export const rivertyPlanAuthorizeRequestStep = createStep(rivertyPlanAuthorizeRequestStepId, async (input: CartRivertySession, { container }) => {
  if (input.cart) return new StepResponse<PlannedAuthorizeRequest>(plannedAuthorizeRequestOf(input.cart))
  const known = { cartId: input.cartId, ...(input.automaticTaxes === undefined ? {} : { automaticTaxes: input.automaticTaxes }) }
  return new StepResponse<PlannedAuthorizeRequest>(await plannedAuthorizeRequest(container, input.sessionId, known))
})
