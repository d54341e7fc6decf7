import { z } from "zod"
import { notificationTypeSchema } from "./transaction-types"

/**
 * POST /administration/{version}/notification-callbacks. Only notificationTypes is shown by the
 * spec; `url` and `secret` are this project's names for the target and its signing secret (the
 * emulator reads them), and other fields pass through to the service unchanged.
 */
export const notificationCallbackRequestSchema = z.looseObject({
  notificationTypes: z.array(notificationTypeSchema).min(1),
  url: z.url().optional(),
  secret: z.string().min(1).optional(),
})
export type NotificationCallbackRequestInput = z.input<typeof notificationCallbackRequestSchema>

export const notificationCallbackResponseSchema = z.looseObject({})
export type NotificationCallbackResponse = z.output<typeof notificationCallbackResponseSchema>
