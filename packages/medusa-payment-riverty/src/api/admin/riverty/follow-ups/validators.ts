import { z } from "@medusajs/framework/zod"
import { FOLLOW_UP_STATUSES } from "../../../../modules/riverty"

/** GET /admin/riverty/follow-ups */
export const ListFollowUpsQuery = z
  .object({
    status: z.enum(FOLLOW_UP_STATUSES).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict()
export type ListFollowUpsQueryType = z.output<typeof ListFollowUpsQuery>
