import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CART_FIELDS, rivertySessionToAuthorize, type CartRivertySession } from "../cart-session"

export const rivertyFindCartSessionStepId = "riverty-find-cart-session"

/** The cart's Riverty session to authorize, read after the cart's lock, before Riverty is asked. */
export const rivertyFindCartSessionStep = createStep(rivertyFindCartSessionStepId, async (input: { cart_id: string }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: CART_FIELDS,
    filters: { id: input.cart_id },
  })
  return new StepResponse<CartRivertySession>(rivertySessionToAuthorize(data[0] as Record<string, unknown> | undefined, input.cart_id))
})
