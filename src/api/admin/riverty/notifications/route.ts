import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { NOTIFICATION_STATUSES, RIVERTY_MODULE, type RivertyModuleService } from "../../../../modules/riverty"
import { SUMMARY_FIELDS, summarize } from "./serialize"

const ListQuery = z.object({
  status: z.enum(NOTIFICATION_STATUSES).optional(),
  type: z.string().min(1).optional(),
  order_number: z.string().min(1).optional(),
  notification_id: z.string().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
})

/** GET /admin/riverty/notifications: the inbox, newest first, filterable by status and type. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = ListQuery.safeParse(req.query)
  if (!parsed.success) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "))
  }
  const { limit, offset, ...filters } = parsed.data
  const riverty = req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const selector = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined))
  const [records, count] = await riverty.listAndCountRivertyNotifications(selector, {
    select: [...SUMMARY_FIELDS],
    order: { received_at: "DESC" },
    take: limit,
    skip: offset,
  })
  res.json({ notifications: records.map(summarize), count, limit, offset })
}
