import { z } from "zod"
import { NOTIFICATION_TYPES, notificationTypeSchema } from "./transaction-types"

/**
 * POST /administration/{version}/notification-callbacks. Only notificationTypes is shown by the
 * spec; `url` and `secret` are this project's names for the target and its signing secret (the
 * emulator reads them), and other fields pass through to the service unchanged.
 */
/**
 * Group selectors of a registration: `*` (every type) and `module/*` for each module the types
 * use. The spec shows only type names; the emulator documents these groups and honours them.
 */
export const NOTIFICATION_TYPE_WILDCARDS = ["*", ...new Set(NOTIFICATION_TYPES.map((type) => `${type.split("/")[0]}/*`))] as [
  string,
  ...string[],
]
export const notificationTypeSelectorSchema = z.union([notificationTypeSchema, z.enum(NOTIFICATION_TYPE_WILDCARDS)])

export const notificationCallbackRequestSchema = z.looseObject({
  notificationTypes: z.array(notificationTypeSelectorSchema).min(1),
  url: z.url().optional(),
  secret: z.string().min(1).optional(),
})
export type NotificationCallbackRequestInput = z.input<typeof notificationCallbackRequestSchema>

export const notificationCallbackResponseSchema = z.looseObject({})
export type NotificationCallbackResponse = z.output<typeof notificationCallbackResponseSchema>
