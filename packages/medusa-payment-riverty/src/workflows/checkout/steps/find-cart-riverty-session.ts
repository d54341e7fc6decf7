import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { adoptAuthorizingRequest, checkoutFactsOf } from "../../../modules/riverty"
import { snapshotFromCart } from "../../../providers/riverty"
import { CART_FIELDS, rivertySessionToAuthorize, type CartRivertySession } from "../cart-session"

export const rivertyFindCartSessionStepId = "riverty-find-cart-session"

type Row = Record<string, unknown>

export interface FindCartSessionInput {
  cart_id: string
  /**
   * The cart's payment collection, when the caller read it (a cart keeps its collection): its
   * sessions are then read under the lock beside the cart.
   */
  payment_collection_id?: string
}

const SESSIONS_PREFIX = "payment_collection.payment_sessions."
const SESSION_FIELDS = CART_FIELDS.filter((field) => field.startsWith(SESSIONS_PREFIX)).map((field) => field.slice(SESSIONS_PREFIX.length))
const CART_FIELDS_WITHOUT_SESSIONS = CART_FIELDS.filter((field) => !field.startsWith(SESSIONS_PREFIX))

/**
 * The cart's Riverty session to authorize, read after the cart's lock, before Riverty is asked.
 * The request that asked (when this process serves it) is handed the session with the facts of
 * the same read, so that authorize reads neither the region nor the customer; the cart itself
 * (lines, totals, addresses, with the region's tax mode) goes down to authorize, which reads no
 * cart of its own. The one read of the cart in the plugin's part of a place order.
 */
export const rivertyFindCartSessionStep = createStep(rivertyFindCartSessionStepId, async (input: FindCartSessionInput, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const collectionId = input.payment_collection_id
  // Joined: the cart, its items and shipping methods in one statement; the shopper waits for it.
  // With the cart's payment collection known, its sessions are read beside the cart, not after
  // the cart's link and the collection.
  const [{ data }, sessions] = await Promise.all([
    query.graph({
      entity: "cart",
      fields: collectionId ? CART_FIELDS_WITHOUT_SESSIONS : CART_FIELDS,
      filters: { id: input.cart_id },
      strategy: "joined",
    }),
    collectionId ? query.graph({ entity: "payment_session", fields: SESSION_FIELDS, filters: { payment_collection_id: collectionId } }) : undefined,
  ])
  const read = data[0] as Row | undefined
  const cart = read && sessions ? { ...read, payment_collection: { id: collectionId, payment_sessions: sessions.data } } : read
  const found = rivertySessionToAuthorize(cart, input.cart_id)
  const facts = checkoutFactsOf(cart)
  const snapshot = snapshotFromCart(cart as Row)
  adoptAuthorizingRequest(found.sessionId, found.providerId, { cartId: found.cartId, ...facts, cart: snapshot })
  return new StepResponse<CartRivertySession>({ ...found, ...(facts.automaticTaxes === undefined ? {} : { automaticTaxes: facts.automaticTaxes }), cart: snapshot })
})
