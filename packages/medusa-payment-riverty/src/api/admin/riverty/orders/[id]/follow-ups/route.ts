import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { RIVERTY_MODULE, type FollowUpRecord, type RivertyModuleService } from "../../../../../../modules/riverty"
import { followUpView } from "../../lib/follow-up-view"
import { pathParam } from "../../lib/params"

/** GET /admin/riverty/orders/:id/follow-ups: the order's follow-up work (capture on shipment, void, return notification). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const orderId = pathParam(req, "id")
  const rivertyModule = req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const rows = await rivertyModule.listRivertyFollowUps({ order_id: orderId }, { order: { created_at: "ASC", id: "ASC" } })
  res.json({ follow_ups: (rows as FollowUpRecord[]).map(followUpView) })
}
