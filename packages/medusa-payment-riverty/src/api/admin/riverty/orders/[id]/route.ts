import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { findRivertyOrder } from "../../../../../workflows/shared/order"
import { buildOrderView } from "../lib/order-view"

/**
 * GET /admin/riverty/orders/:id: what Riverty knows about the order (status, amounts, captures,
 * refunds, voids, documents, notifications, return orders), and the full address a customer
 * lookup found (`looked_up_address`: admin only, the store API's order shows it masked).
 * `riverty: null` for orders paid otherwise, so the panel can stay hidden without an error.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const context = await findRivertyOrder(req.scope, req.params.id)
  if (!context) {
    res.json({ riverty: null })
    return
  }
  res.json({ riverty: await buildOrderView(req.scope, context) })
}
