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

// Hosts only this machine can reach (a development store's own notification URL).
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i

/**
 * Where Riverty may deliver notifications: an https URL; plain http only to this machine in
 * development or test (`NODE_ENV`, read per request), where the emulator calls a local store.
 */
export function callbackUrlIssue(text: string, env: Record<string, string | undefined> = process.env): string | undefined {
  const development = env.NODE_ENV === "development" || env.NODE_ENV === "test"
  const url = URL.canParse(text) ? new URL(text) : undefined
  if (url?.protocol === "https:") return undefined
  if (url?.protocol === "http:" && development && LOOPBACK_HOST.test(url.hostname)) return undefined
  return development ? "must be an https URL (http only to localhost or a loopback address)" : "must be an https URL"
}

/** POST /admin/riverty/notifications/callbacks */
export const RegisterCallbacksBody = z
  .object({
    url: z
      .string()
      .superRefine((text, ctx) => {
        const issue = callbackUrlIssue(text)
        if (issue) ctx.addIssue({ code: z.ZodIssueCode.custom, message: issue })
      })
      .optional(),
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
