import type { AuthorizePaymentOutput, Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { rivertyProviderConnection } from "../../connection"
import { RIVERTY_MODULE } from "../../modules/riverty"
import type { QueryGraph } from "./order-mapping"
import { authorizePayment, type OperationContext } from "./operations"
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
    riverty: container.resolve(RIVERTY_MODULE),
  }
  return authorizePayment(ctx, { data: session.data ?? {}, context: { idempotency_key: session.id } })
}
