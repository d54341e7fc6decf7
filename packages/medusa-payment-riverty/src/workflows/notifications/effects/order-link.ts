import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { paymentSessionIdOf } from "../../../modules/riverty"

export interface OrderLink {
  paymentSessionId: string | null
  /** The session's amount as Query returns it (what Medusa's payment workflow is given). */
  paymentSessionAmount: unknown
  providerId: string | null
  paymentCollectionId: string | null
  orderId: string | null
}

const NONE: OrderLink = { paymentSessionId: null, paymentSessionAmount: null, providerId: null, paymentCollectionId: null, orderId: null }

/**
 * Riverty order number -> Medusa payment session -> order. Nothing is found for order numbers of
 * other shops or sessions that were deleted; callers record what they got.
 */
export async function resolveOrderLink(container: MedusaContainer, orderNumber: string | null | undefined): Promise<OrderLink> {
  const sessionId = paymentSessionIdOf(orderNumber)
  if (!sessionId) return NONE
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: sessions } = await query.graph({
    entity: "payment_session",
    fields: ["id", "amount", "provider_id", "payment_collection_id"],
    filters: { id: sessionId },
  })
  const session = sessions[0] as { id: string; amount?: unknown; provider_id: string; payment_collection_id: string } | undefined
  if (!session) return { ...NONE, paymentSessionId: sessionId }
  const { data: links } = await query.graph({
    entity: "order_payment_collection",
    fields: ["order_id"],
    filters: { payment_collection_id: session.payment_collection_id },
  })
  const orderId = (links[0] as { order_id?: string } | undefined)?.order_id ?? null
  return {
    paymentSessionId: session.id,
    paymentSessionAmount: session.amount ?? null,
    providerId: session.provider_id,
    paymentCollectionId: session.payment_collection_id,
    orderId,
  }
}
