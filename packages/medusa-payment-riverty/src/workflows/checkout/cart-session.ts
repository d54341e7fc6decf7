import { MedusaError } from "@medusajs/framework/utils"
import type { IPaymentModuleService } from "@medusajs/framework/types"
import { isRivertyProvider } from "../../connection"
import { CHECKOUT_FACT_FIELDS } from "../../modules/riverty"
import { SNAPSHOT_CART_FIELDS, type CartSnapshot } from "../../providers/riverty"

type Row = Record<string, unknown>

/** The Riverty payment session a cart will be completed with. */
export interface CartRivertySession {
  cartId: string
  sessionId: string
  providerId: string
  /** The session id the provider wrote into the session's data; authorize checks it against the session's own. */
  dataSessionId?: string
  /** The cart's region's `automatic_taxes`, when the read that found the session returned it. */
  automaticTaxes?: boolean
  /** The cart with its lines, totals and addresses from the same read, handed to authorize. */
  cart?: CartSnapshot
}

/** The session as the store API shows it: what the storefront does next is read from it. */
export interface AuthorizedCartSession {
  id: string
  provider_id: string
  status: string
  data: Record<string, unknown>
}

// The statuses complete-cart takes a session in (core-flows' validateCartPaymentsStep); it
// authorizes the first of them, so Riverty's must be the only one.
const PROCESSABLE = ["pending", "requires_more", "authorized", "captured", "pending_authorization"]
const processable = (status: unknown) => PROCESSABLE.includes(String(status))
const refuse = (message: string) => new MedusaError(MedusaError.Types.NOT_ALLOWED, `cart_id: ${message}`)

/** The refusal of a cart completed before Riverty was asked (a repeated or concurrent "Place order" finds its order). */
export const COMPLETED_CART_REFUSAL = "cart_id: the cart is already completed"

/**
 * The fields of the cart `rivertySessionToAuthorize` reads, the checkout's facts authorize takes
 * from the request that asked, and the lines, totals and addresses it sends (one read for all).
 */
export const CART_FIELDS = [
  ...SNAPSHOT_CART_FIELDS,
  "payment_collection.payment_sessions.id",
  "payment_collection.payment_sessions.provider_id",
  "payment_collection.payment_sessions.status",
  "payment_collection.payment_sessions.data",
  ...CHECKOUT_FACT_FIELDS,
]

/**
 * The cart's one Riverty session complete-cart will authorize. Refused before Riverty is asked,
 * naming `cart_id`: a missing cart (404); a completed cart; one complete-cart would refuse after
 * Riverty reserved the amount (no items, no email, no shipping method for items that ship); one
 * whose session to complete is not a single Riverty one (400).
 */
export function rivertySessionToAuthorize(cart: Row | undefined, cartId: string): CartRivertySession {
  if (!cart) throw new MedusaError(MedusaError.Types.NOT_FOUND, `cart_id: cart ${cartId} not found`)
  if (cart.completed_at) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, COMPLETED_CART_REFUSAL)
  const items = (cart.items ?? []) as Row[]
  if (!items.length) throw refuse("the cart has no items")
  if (!cart.email) throw refuse("the cart has no email")
  if (items.some((item) => item.requires_shipping) && !((cart.shipping_methods ?? []) as Row[]).length) throw refuse("the cart has no shipping method")
  const sessions = (((cart.payment_collection as Row | null | undefined)?.payment_sessions ?? []) as Row[]).filter((session) => processable(session.status))
  const session = sessions[0]
  if (!session || !isRivertyProvider(String(session.provider_id))) throw refuse("the cart has no Riverty payment session to authorize")
  if (sessions.length > 1) throw refuse("the cart has more than one payment session; complete-cart would not know which one to use")
  const dataSessionId = (session.data as Row | null | undefined)?.session_id
  return {
    cartId: String(cart.id),
    sessionId: String(session.id),
    providerId: String(session.provider_id),
    ...(typeof dataSessionId === "string" ? { dataSessionId } : {}),
  }
}

type Payments = Pick<IPaymentModuleService, "authorizePaymentSession" | "retrievePaymentSession">
/** The provider's authorize, outside the payment module: Riverty's answer, no payment made. */
export type AskRiverty = (session: { id: string; provider_id: string; data: Record<string, unknown> | null | undefined }) => Promise<{ status: string; data?: Record<string, unknown> }>

const shown = (session: { id: string; provider_id: string; status: unknown; data?: unknown }): AuthorizedCartSession => ({
  id: session.id,
  provider_id: session.provider_id,
  status: String(session.status),
  data: (session.data ?? {}) as Record<string, unknown>,
})

/**
 * Riverty decides on the session before the cart is completed. Accepted: Medusa's session stays
 * as it is, complete-cart authorizes it (the provider answers from Riverty's decision) and Medusa
 * makes the payment with the order, so a session deleted in between leaves no payment behind.
 * A hosted page or a refusal: Medusa records it on the session (status and data, as complete-cart
 * would; the provider answers from its state), so the storefront and the store API see it. The
 * session is the one the cart's read under the lock found (no read of its own before Riverty).
 */
export async function decideBeforeCompletion(payments: Payments, askRiverty: AskRiverty, found: CartRivertySession): Promise<AuthorizedCartSession> {
  const data = found.dataSessionId === undefined ? {} : { session_id: found.dataSessionId }
  const answer = await askRiverty({ id: found.sessionId, provider_id: found.providerId, data })
  if (answer.status === "authorized") return shown({ id: found.sessionId, provider_id: found.providerId, status: answer.status, data: answer.data })
  try {
    await payments.authorizePaymentSession(found.sessionId, {})
  } catch (error) {
    if (!(MedusaError.isMedusaError(error) && (error as MedusaError).type === MedusaError.Types.NOT_ALLOWED)) throw error
  }
  return shown(await payments.retrievePaymentSession(found.sessionId, { select: ["id", "provider_id", "status", "data"] }))
}
