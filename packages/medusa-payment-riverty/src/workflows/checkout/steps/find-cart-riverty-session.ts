import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { isRivertyProvider } from "../../../connection"

type Row = Record<string, unknown>

/** The Riverty payment session a cart will be completed with. */
export interface CartRivertySession {
  cartId: string
  sessionId: string
  providerId: string
}

// The statuses complete-cart takes a session in (core-flows' validateCartPaymentsStep): an
// authorize here must leave a session complete-cart can still use.
const USABLE = new Set(["pending", "requires_more", "authorized"])

/**
 * The cart's newest usable Riverty session, read after the cart's lock: a completed cart, or one
 * without such a session, is refused naming `cart_id` before Riverty is asked.
 */
export const rivertyFindCartSessionStep = createStep(
  "riverty-find-cart-session",
  async (input: { cart_id: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "cart",
      fields: ["id", "completed_at", "payment_collection.payment_sessions.id", "payment_collection.payment_sessions.provider_id", "payment_collection.payment_sessions.status", "payment_collection.payment_sessions.created_at"],
      filters: { id: input.cart_id },
    })
    const cart = data[0] as Row | undefined
    if (!cart) throw new MedusaError(MedusaError.Types.NOT_FOUND, `cart_id: cart ${input.cart_id} not found`)
    if (cart.completed_at) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "cart_id: the cart is already completed")
    const sessions = (((cart.payment_collection as Row | null)?.payment_sessions ?? []) as Row[])
      .filter((session) => isRivertyProvider(String(session.provider_id)) && USABLE.has(String(session.status)))
      .sort((a, b) => new Date(String(a.created_at)).getTime() - new Date(String(b.created_at)).getTime())
    const session = sessions.at(-1)
    if (!session) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "cart_id: the cart has no Riverty payment session to authorize")
    return new StepResponse<CartRivertySession>({ cartId: String(cart.id), sessionId: String(session.id), providerId: String(session.provider_id) })
  },
)
