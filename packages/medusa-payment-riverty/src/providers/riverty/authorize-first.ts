import type { AuthorizePaymentOutput, Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { rivertyProviderConnection } from "../../connection"
import { RIVERTY_MODULE } from "../../modules/riverty"
import { buildOrderItems, loadCartForSession, type AuthorizeRequestExtension, type CartSnapshot, type KnownCart, type OrderLine, type QueryGraph } from "./order-mapping"
import { AUTHORIZE_EXTENSION_CONTEXT_KEY, CHECKOUT_CART_CONTEXT_KEY, authorizePayment, type OperationContext } from "./operations"
import { methodOfProviderId } from "./payment-methods"

/**
 * Riverty decides on a payment session before the cart is completed, as a card payment is
 * confirmed first: the provider's own authorize (same state row, same idempotency key, the same
 * answer later), called outside Medusa's payment module so that Medusa makes no payment yet.
 * Complete-cart then authorizes through the payment module, the provider answers from what
 * Riverty decided here without asking again, and Medusa makes the payment with the order; a
 * session Medusa deletes in between (a changed cart, another method) is voided by the provider.
 */
export async function authorizeBeforeCompletion(
  container: MedusaContainer,
  session: { id: string; provider_id: string; data: Record<string, unknown> | null | undefined },
  extension?: AuthorizeRequestExtension,
  /** The cart as the caller read it under the cart's lock; authorize reads it itself without. */
  cart?: CartSnapshot,
): Promise<AuthorizePaymentOutput> {
  const method = methodOfProviderId(session.provider_id)
  const connection = rivertyProviderConnection(container, session.provider_id)
  if (!method || !connection) throw new MedusaError(MedusaError.Types.INVALID_DATA, `cart_id: payment session ${session.id} is not a Riverty provider's`)
  const ctx: OperationContext = {
    options: connection.options,
    client: connection.client,
    method,
    query: container.resolve<QueryGraph>(ContainerRegistrationKeys.QUERY),
    logger: container.resolve<Logger>(ContainerRegistrationKeys.LOGGER),
    rivertyModule: container.resolve(RIVERTY_MODULE),
  }
  const context = {
    idempotency_key: session.id,
    ...(extension ? { [AUTHORIZE_EXTENSION_CONTEXT_KEY]: extension } : {}),
    ...(cart ? { [CHECKOUT_CART_CONTEXT_KEY]: cart } : {}),
  }
  return authorizePayment(ctx, { data: session.data ?? {}, context })
}

/** The cart as a store's `extendAuthorizeRequest` hook sees it: no address, no email, no person. */
export interface AuthorizeRequestCart {
  id: string
  currency_code: string
  items: { id: string; product_id: string; title: string; quantity: number }[]
}

/** What the plugin will ask Riverty to authorize for a session: the cart and the order lines. */
export interface PlannedAuthorizeRequest {
  cart: AuthorizeRequestCart
  /** Riverty's order lines, built by the authorize mapping from the same cart read. */
  lines: OrderLine[]
  total_gross_amount: number
}

/**
 * The order lines the provider's authorize will send for this session, before a store adds any.
 * `known`: the cart and its region's tax mode as the caller read them under the cart's lock, so
 * only the cart itself is read again.
 */
export async function plannedAuthorizeRequest(container: MedusaContainer, sessionId: string, known?: KnownCart): Promise<PlannedAuthorizeRequest> {
  return plannedAuthorizeRequestOf(await loadCartForSession(container.resolve<QueryGraph>(ContainerRegistrationKeys.QUERY), sessionId, known))
}

/** The order lines the provider's authorize will send for a cart already read. */
export function plannedAuthorizeRequestOf(cart: CartSnapshot): PlannedAuthorizeRequest {
  const { items, totalGrossAmount } = buildOrderItems(cart)
  return {
    cart: {
      id: cart.id,
      currency_code: cart.currencyCode,
      items: cart.items.map((item) => ({ id: item.id, product_id: item.productId, title: item.description, quantity: item.quantity })),
    },
    lines: items,
    total_gross_amount: totalGrossAmount,
  }
}
