import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../../modules/riverty"
import { SUMMARY_FIELDS, summarize } from "./serialize"
import type { ListNotificationsQueryType } from "./validators"

/** GET /admin/riverty/notifications: the inbox, newest first, filterable by status and type. */
export async function GET(
  req: AuthenticatedMedusaRequest<unknown, ListNotificationsQueryType>,
  res: MedusaResponse,
): Promise<void> {
  const { limit, offset, ...filters } = req.validatedQuery
  const rivertyModule = req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const selector = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined))
  const [records, count] = await rivertyModule.listAndCountRivertyNotifications(selector, {
    select: [...SUMMARY_FIELDS],
    order: { received_at: "DESC" },
    take: limit,
    skip: offset,
  })
  res.json({ notifications: records.map(summarize), count, limit, offset })
}
