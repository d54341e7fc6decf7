import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

export const rivertyFindCartOrderStepId = "riverty-find-cart-order"

/** The order a cart was completed into, if any (Medusa's cart-order link). */
export interface CartOrder {
  order_id?: string
}

/**
 * Under the cart's lock, before Riverty is asked: a cart an earlier request completed (a repeated
 * "Place order", or one that waited for the lock behind it) answers with that order, and Riverty
 * is not asked again.
 */
export const rivertyFindCartOrderStep = createStep(rivertyFindCartOrderStepId, async (input: { cart_id: string }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: input.cart_id } })
  const orderId = (data[0] as { order_id?: unknown } | undefined)?.order_id
  return new StepResponse<CartOrder>(typeof orderId === "string" ? { order_id: orderId } : {})
})
