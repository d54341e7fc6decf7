import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { rivertySessionToAuthorize, type CartRivertySession } from "../cart-session"

/** The cart's newest usable Riverty session, read after the cart's lock, before Riverty is asked. */
export const rivertyFindCartSessionStep = createStep("riverty-find-cart-session", async (input: { cart_id: string }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: ["id", "completed_at", "payment_collection.payment_sessions.id", "payment_collection.payment_sessions.provider_id", "payment_collection.payment_sessions.status", "payment_collection.payment_sessions.created_at"],
    filters: { id: input.cart_id },
  })
  return new StepResponse<CartRivertySession>(rivertySessionToAuthorize(data[0] as Record<string, unknown> | undefined, input.cart_id))
})
