import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

export const rivertyFindUnplacedCartStepId = "riverty-find-unplaced-cart"

type Row = Record<string, unknown>
type Query = { graph(config: { entity: string; fields: string[]; filters?: Record<string, unknown> }): Promise<{ data: unknown[] }> }

/** Where an accepted session's cart stands: its id, and whether Medusa made the session's payment (the order). */
export interface UnplacedCart {
  cart_id?: string
  placed: boolean
}

/** Whether Medusa made a payment of the session, and the session's cart (session -> collection -> cart). */
export async function unplacedCartOf(query: Query, sessionId: string): Promise<UnplacedCart> {
  const { data } = await query.graph({ entity: "payment_session", fields: ["id", "payment_collection_id", "payment.id"], filters: { id: sessionId } })
  const session = data[0] as Row | undefined
  if ((session?.payment as Row | null | undefined)?.id) return { placed: true }
  const collectionId = session?.payment_collection_id
  if (typeof collectionId !== "string") return { placed: false }
  const { data: links } = await query.graph({ entity: "cart_payment_collection", fields: ["cart_id"], filters: { payment_collection_id: collectionId } })
  const cartId = (links[0] as Row | undefined)?.cart_id
  return { placed: false, ...(typeof cartId === "string" ? { cart_id: cartId } : {}) }
}

/** The cart of a session Riverty accepted, to lock before its reservation is looked at. */
export const rivertyFindUnplacedCartStep = createStep(rivertyFindUnplacedCartStepId, async (input: { session_id: string }, { container }) =>
  new StepResponse<UnplacedCart>(await unplacedCartOf(container.resolve<Query>(ContainerRegistrationKeys.QUERY), input.session_id)),
)
