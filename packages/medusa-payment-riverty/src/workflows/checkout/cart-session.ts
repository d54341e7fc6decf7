import { MedusaError } from "@medusajs/framework/utils"
import type { IPaymentModuleService } from "@medusajs/framework/types"
import { isRivertyProvider } from "../../connection"

type Row = Record<string, unknown>

/** The Riverty payment session a cart will be completed with. */
export interface CartRivertySession {
  cartId: string
  sessionId: string
  providerId: string
}

/** The session as the store API shows it: what the storefront does next is read from it. */
export interface AuthorizedCartSession {
  id: string
  provider_id: string
  status: string
  data: Record<string, unknown>
}

// The statuses complete-cart takes a session in (core-flows' validateCartPaymentsStep): an
// authorize here must leave a session complete-cart can still use.
const usable = (status: unknown) => status === "pending" || status === "requires_more" || status === "authorized"

/**
 * The cart's newest usable Riverty session; a missing cart is 404, a completed one or one
 * without such a session 400, each naming `cart_id`.
 */
export function rivertySessionToAuthorize(cart: Row | undefined, cartId: string): CartRivertySession {
  if (!cart) throw new MedusaError(MedusaError.Types.NOT_FOUND, `cart_id: cart ${cartId} not found`)
  if (cart.completed_at) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "cart_id: the cart is already completed")
  const sessions = (((cart.payment_collection as Row | null | undefined)?.payment_sessions ?? []) as Row[])
    .filter((session) => isRivertyProvider(String(session.provider_id)) && usable(session.status))
    .sort((a, b) => new Date(String(a.created_at)).getTime() - new Date(String(b.created_at)).getTime())
  const session = sessions.at(-1)
  if (!session) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "cart_id: the cart has no Riverty payment session to authorize")
  return { cartId: String(cart.id), sessionId: String(session.id), providerId: String(session.provider_id) }
}

type Payments = Pick<IPaymentModuleService, "authorizePaymentSession" | "retrievePaymentSession">

/**
 * Authorizes the session through Medusa's payment module, as complete-cart would, and reads it
 * back. A hosted page or a refusal is an answer, not an error: the payment module reports it as
 * NOT_ALLOWED after writing the session's status and data.
 */
export async function authorizeThroughPaymentModule(payments: Payments, sessionId: string): Promise<AuthorizedCartSession> {
  try {
    await payments.authorizePaymentSession(sessionId, {})
  } catch (error) {
    if (!(MedusaError.isMedusaError(error) && (error as MedusaError).type === MedusaError.Types.NOT_ALLOWED)) throw error
  }
  const session = await payments.retrievePaymentSession(sessionId, { select: ["id", "provider_id", "status", "data"] })
  return { id: session.id, provider_id: session.provider_id, status: String(session.status), data: (session.data ?? {}) as Record<string, unknown> }
}
