import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CHECKOUT_FACT_FIELDS, adoptAuthorizingRequest, checkoutFactsOf } from "../../../modules/riverty"
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
  /**
   * The cart's region and customer (null: a guest), when the caller read them: the region's tax
   * mode and the customer's account are then read beside the cart, and checked against it.
   */
  region_id?: string
  customer_id?: string | null
}

const SESSIONS_PREFIX = "payment_collection.payment_sessions."
const SESSION_FIELDS = CART_FIELDS.filter((field) => field.startsWith(SESSIONS_PREFIX)).map((field) => field.slice(SESSIONS_PREFIX.length))
const CART_FIELDS_WITHOUT_SESSIONS = CART_FIELDS.filter((field) => !field.startsWith(SESSIONS_PREFIX))
// With the region and customer known, the cart's region id in place of their fields: they are read beside it.
const withoutFacts = (fields: string[]) => [...fields.filter((field) => !CHECKOUT_FACT_FIELDS.includes(field)), "region_id"]
const FIELDS = {
  all: CART_FIELDS,
  withoutSessions: CART_FIELDS_WITHOUT_SESSIONS,
  withoutFacts: withoutFacts(CART_FIELDS),
  withoutSessionsOrFacts: withoutFacts(CART_FIELDS_WITHOUT_SESSIONS),
}

type Query = { graph(config: { entity: string; fields: string[]; filters: Record<string, unknown>; strategy?: "joined" }): Promise<{ data: unknown[] }> }

/** The region's tax mode and the customer's account, as the cart's read with CHECKOUT_FACT_FIELDS returns them. */
async function factsOf(query: Query, regionId: unknown, customerId: unknown): Promise<Row> {
  const [region, customer] = await Promise.all([
    typeof regionId === "string" ? query.graph({ entity: "region", fields: ["id", "automatic_taxes"], filters: { id: regionId } }) : undefined,
    typeof customerId === "string" ? query.graph({ entity: "customer", fields: ["id", "has_account"], filters: { id: customerId } }) : undefined,
  ])
  return { region: region?.data[0], customer: customer?.data[0] }
}

/**
 * The cart as the find step reads it under the lock: its lines, totals and addresses, its sessions
 * and the checkout's facts (the region's tax mode, the customer's account), in the shape of one
 * read with CART_FIELDS. With the collection, region and customer known, all are read at once.
 */
export async function readCartToAuthorize(query: Query, input: FindCartSessionInput): Promise<Row | undefined> {
  const collectionId = input.payment_collection_id
  const knownFacts = typeof input.region_id === "string" && input.customer_id !== undefined
  const fields = collectionId ? (knownFacts ? FIELDS.withoutSessionsOrFacts : FIELDS.withoutSessions) : knownFacts ? FIELDS.withoutFacts : FIELDS.all
  // Joined: the cart, its items and shipping methods in one statement; the shopper waits for it.
  const [{ data }, sessions, facts] = await Promise.all([
    query.graph({ entity: "cart", fields, filters: { id: input.cart_id }, strategy: "joined" }),
    collectionId ? query.graph({ entity: "payment_session", fields: SESSION_FIELDS, filters: { payment_collection_id: collectionId } }) : undefined,
    knownFacts ? factsOf(query, input.region_id, input.customer_id) : undefined,
  ])
  const read = data[0] as Row | undefined
  if (!read) return undefined
  // A cart moved to another region or customer since the caller's read has its own facts read.
  const changed = facts && (read.region_id !== input.region_id || (read.customer_id ?? null) !== input.customer_id)
  const withFacts = facts ? { ...read, ...(changed ? await factsOf(query, read.region_id, read.customer_id) : facts) } : read
  return sessions ? { ...withFacts, payment_collection: { id: collectionId, payment_sessions: sessions.data } } : withFacts
}

/**
 * The cart's Riverty session to authorize, read after the cart's lock, before Riverty is asked.
 * The request that asked (when this process serves it) is handed the session with the facts of
 * the same read, so that authorize reads neither the region nor the customer; the cart itself
 * (lines, totals, addresses, with the region's tax mode) goes down to authorize, which reads no
 * cart of its own. The one read of the cart in the plugin's part of a place order.
 */
export const rivertyFindCartSessionStep = createStep(rivertyFindCartSessionStepId, async (input: FindCartSessionInput, { container }) => {
  const cart = await readCartToAuthorize(container.resolve(ContainerRegistrationKeys.QUERY), input)
  const found = rivertySessionToAuthorize(cart, input.cart_id)
  const checkoutFacts = checkoutFactsOf(cart)
  const snapshot = snapshotFromCart(cart as Row)
  adoptAuthorizingRequest(found.sessionId, found.providerId, { cartId: found.cartId, ...checkoutFacts, cart: snapshot })
  return new StepResponse<CartRivertySession>({
    ...found,
    ...(checkoutFacts.automaticTaxes === undefined ? {} : { automaticTaxes: checkoutFacts.automaticTaxes }),
    cart: snapshot,
  })
})
