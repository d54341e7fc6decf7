import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { orderContextOf } from "../../lib/context"
import { buildOrderView } from "../../lib/order-view"

/** GET /admin/riverty/orders/:id/refunds: Riverty's refunds (credit notes) of the order. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const view = await buildOrderView(req.scope, await orderContextOf(req))
  res.json({ refunds: view.refunds, riverty_error: view.riverty_error })
}
