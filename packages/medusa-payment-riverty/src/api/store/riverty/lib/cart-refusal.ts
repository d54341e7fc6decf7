import type { MedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { isRivertyProvider } from "../../../../connection"

type Row = Record<string, unknown>

/** Riverty's refusal of a cart's Riverty payment session, as the payment-methods answer carries it. */
export interface CartRefusal {
  /** Riverty's words for the shopper; null when it sent none (the storefront words `action_code`). */
  customer_facing_message: string | null
  action_code: string | null
}

/**
 * Riverty's refusal of the cart's newest Riverty session (its words, else what it asks the
 * shopper to do) when no newer session was started: the payment step shows them after a reload (a refused hosted page, or a
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
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null)
  return { customer_facing_message: text(sessionData.customer_facing_message), action_code: text(sessionData.action_code) }
}
