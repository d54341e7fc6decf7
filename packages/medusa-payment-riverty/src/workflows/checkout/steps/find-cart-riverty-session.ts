import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { adoptAuthorizingRequest, checkoutFactsOf } from "../../../modules/riverty"
import { snapshotFromCart } from "../../../providers/riverty"
import { CART_FIELDS, rivertySessionToAuthorize, type CartRivertySession } from "../cart-session"

export const rivertyFindCartSessionStepId = "riverty-find-cart-session"

type Row = Record<string, unknown>

/**
 * The cart's Riverty session to authorize, read after the cart's lock, before Riverty is asked.
 * The request that asked (when this process serves it) is handed the session with the facts of
 * the same read, so that authorize reads neither the region nor the customer; the cart itself
 * (lines, totals, addresses, with the region's tax mode) goes down to authorize, which reads no
 * cart of its own. The one read of the cart in the plugin's part of a place order.
 */
export const rivertyFindCartSessionStep = createStep(rivertyFindCartSessionStepId, async (input: { cart_id: string }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  // Joined: the cart, its items and shipping methods in one statement; the shopper waits for it.
  const { data } = await query.graph({
    entity: "cart",
    fields: CART_FIELDS,
    filters: { id: input.cart_id },
    strategy: "joined",
  })
  const cart = data[0] as Row | undefined
  const found = rivertySessionToAuthorize(cart, input.cart_id)
  const facts = checkoutFactsOf(cart)
  const snapshot = snapshotFromCart(cart as Row)
  adoptAuthorizingRequest(found.sessionId, found.providerId, { cartId: found.cartId, ...facts, cart: snapshot })
  return new StepResponse<CartRivertySession>({ ...found, ...(facts.automaticTaxes === undefined ? {} : { automaticTaxes: facts.automaticTaxes }), cart: snapshot })
})
