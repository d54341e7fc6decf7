import type { MedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { isRivertyProvider } from "../../../../connection"

type Row = Record<string, unknown>

/** Riverty's refusal of a cart's Riverty payment session, as the payment-methods answer carries it. */
export interface CartRefusal {
  customer_facing_message: string
  action_code: string | null
}

/**
 * Riverty's words on the cart's newest Riverty session when Riverty refused it and no newer
 * session was started: the payment step shows them after a reload (a refused hosted page, or a
 * storefront that reloads the step), where the place-order button's answer is gone. Refusal
 * texts are Riverty's words for any shopper, never personal data.
 */
export async function cartRefusalOf(req: MedusaRequest, cartId: string): Promise<CartRefusal | null> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: ["payment_collection.payment_sessions.provider_id", "payment_collection.payment_sessions.status", "payment_collection.payment_sessions.created_at", "payment_collection.payment_sessions.data"],
    filters: { id: cartId },
  })
  const sessions = ((((data[0] as Row | undefined)?.payment_collection as Row | null)?.payment_sessions ?? []) as Row[])
    .filter((session) => isRivertyProvider(String(session.provider_id)))
    .sort((a, b) => new Date(String(a.created_at)).getTime() - new Date(String(b.created_at)).getTime())
  const newest = sessions.at(-1)
  if (!newest || newest.status !== "error") return null
  const sessionData = (newest.data ?? {}) as Row
  const message = typeof sessionData.customer_facing_message === "string" ? sessionData.customer_facing_message.trim() : ""
  if (!message) return null
  return { customer_facing_message: message, action_code: typeof sessionData.action_code === "string" ? sessionData.action_code : null }
}
