import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { RIVERTY_MODULE, type FollowUpRecord, type RivertyModuleService } from "../../../../modules/riverty"
import { followUpView } from "../orders/lib/follow-up-view"
import type { ListFollowUpsQueryType } from "./validators"

/** GET /admin/riverty/follow-ups: the queued follow-up work of all orders, newest first, filterable by status. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, ListFollowUpsQueryType>, res: MedusaResponse): Promise<void> {
  const { status, limit, offset } = req.validatedQuery
  const rivertyModule = req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const [rows, count] = await rivertyModule.listAndCountRivertyFollowUps(status ? { status } : {}, {
    order: { created_at: "DESC", id: "DESC" },
    take: limit,
    skip: offset,
  })
  res.json({ follow_ups: (rows as FollowUpRecord[]).map((row) => ({ ...followUpView(row), order_id: row.order_id })), count, limit, offset })
}
