import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { orderContextOf } from "../../lib/context"
import { reconcileOrder } from "../../lib/reconcile"

/**
 * POST /admin/riverty/orders/:id/reconcile ("reconcile now"): compares Medusa's authorized,
 * captured, refunded and voided amounts with Riverty's order as it is now; changes nothing.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const context = await orderContextOf(req)
  res.json(await reconcileOrder(req.scope, context))
}
