import { z } from "zod"
import { actionCodeSchema, messageTypeSchema } from "./enums"
import { text } from "./primitives"

/** Message object of checkout-style responses (spec "Message object", facts §2.1). */
export const messageObjectSchema = z.looseObject({
  type: messageTypeSchema,
  code: text(100),
  message: text(4096).optional(),
  customerFacingMessage: text(4096).optional(),
  actionCode: actionCodeSchema.optional(),
  fieldReference: text(100).optional(),
})
export type MessageObject = z.output<typeof messageObjectSchema>

/** 400 body of the v3 interface: an array of message objects. */
export const messageArraySchema = z.array(messageObjectSchema)

/** Single-message body (401, 405): `{"message": "..."}`. */
export const singleMessageSchema = z.looseObject({ message: z.string() })
export type SingleMessage = z.output<typeof singleMessageSchema>

export const UNAUTHORIZED_MESSAGE = "Authorization has been denied for this request."

/** Third-party error entry nested in an accounting error entry; the list's name is not shown. */
export const accountingThirdPartyErrorSchema = z.looseObject({
  action: z.string().optional(),
  code: z.string().optional(),
  customerFacingMessage: z.string().optional(),
  description: z.string().optional(),
  fieldReference: z.string().optional(),
  source: z.string().optional(),
  title: z.string().optional(),
  type: z.string().optional(),
})

/** Error entry of the accounting, subscription and customer (v1) error variants. */
export const errorEntrySchema = z.looseObject({
  code: z.string().optional(),
  description: z.string().optional(),
  title: z.string().optional(),
  type: z.string().optional(),
})
export type ErrorEntry = z.output<typeof errorEntrySchema>
