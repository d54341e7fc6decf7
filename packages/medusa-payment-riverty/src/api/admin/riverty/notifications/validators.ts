import { z } from "@medusajs/framework/zod"
import { NOTIFICATION_STATUSES } from "../../../../modules/riverty"
import { NOTIFICATION_TYPES } from "riverty-client"

/** GET /admin/riverty/notifications */
export const ListNotificationsQuery = z.object({
  status: z.enum(NOTIFICATION_STATUSES).optional(),
  type: z.string().min(1).optional(),
  order_number: z.string().min(1).optional(),
  notification_id: z.string().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
})
export type ListNotificationsQueryType = z.output<typeof ListNotificationsQuery>

/** POST /admin/riverty/notifications/callbacks */
export const RegisterCallbacksBody = z
  .object({
    url: z.string().url().optional(),
    notification_types: z.array(z.enum(NOTIFICATION_TYPES)).min(1).optional(),
  })
  .strict()
export type RegisterCallbacksBodyType = z.output<typeof RegisterCallbacksBody>

/** POST /admin/riverty/notifications/retry: retry all failed and dead ones, at most `limit` per call. */
export const RetryAllNotificationsBody = z
  .object({
    limit: z.number().int().min(1).max(100).default(50),
  })
  .strict()
export type RetryAllNotificationsBodyType = z.output<typeof RetryAllNotificationsBody>
