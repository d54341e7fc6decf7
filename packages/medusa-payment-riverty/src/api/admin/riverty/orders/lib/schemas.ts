import { z } from "@medusajs/framework/zod"
import { SHIPPING_TYPES, isValidIban, type ShippingDetailsInput } from "riverty-client"
import { RETURN_REASONS } from "../../../../../workflows/return-orders/build-return-request"

const lineSelection = z.object({
  line_number: z.number().int().positive(),
  quantity: z.number().int().positive(),
})

export const ShippingDetailsBody = z.object({
  type: z.enum(SHIPPING_TYPES).default("Shipment"),
  company: z.string().trim().min(1).max(200),
  tracking_id: z.string().trim().min(1).max(100),
  // Rendered as a link in the admin: only http(s), never javascript: or data:.
  tracking_url: z
    .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: "must be an http(s) URL" })
    .max(2083)
    .optional(),
})
export type ShippingDetailsBodyType = z.output<typeof ShippingDetailsBody>

/** The admin's snake_case shipping details in Riverty's names. */
export const toRivertyShipping = (body: ShippingDetailsBodyType): ShippingDetailsInput => ({
  type: body.type,
  shippingCompany: body.company,
  trackingId: body.tracking_id,
  ...(body.tracking_url ? { trackingUrl: body.tracking_url } : {}),
})

export const CaptureLinesBody = z.object({
  items: z.array(lineSelection).min(1, { error: "choose at least one line" }),
  shipping: ShippingDetailsBody.optional(),
})
export type CaptureLinesBodyType = z.output<typeof CaptureLinesBody>

export const ReturnNotificationBody = z.object({
  capture_number: z.string().trim().min(1).max(50),
  items: z.array(lineSelection).optional(),
})
export type ReturnNotificationBodyType = z.output<typeof ReturnNotificationBody>

const today = () => new Date().toISOString().slice(0, 10)

export const CreateReturnOrderBody = z.object({
  items: z.array(lineSelection).min(1, { error: "choose at least one line to return" }),
  return_reason: z.enum(RETURN_REASONS),
  return_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date yyyy-MM-dd" })
    .default(today),
  return_reference: z.string().trim().min(1).max(50).optional(),
  discount: z.object({ line_number: z.number().int().positive(), amount: z.number().positive() }).optional(),
  bank_details: z
    .object({
      account_owner: z.string().trim().min(1).max(100),
      iban: z.string().trim().refine(isValidIban, { error: "is not a valid IBAN" }),
      bic: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/, { error: "is not a valid BIC" })
        .optional(),
    })
    .optional(),
})
export type CreateReturnOrderBodyType = z.output<typeof CreateReturnOrderBody>
