import { z } from "zod"
import { SHIPPING_TYPES } from "./enums"
import { caseInsensitiveEnum, nullish, text } from "./primitives"

/** `type` is matched without case: a documented example sends "shipment". */
export const shippingTypeSchema = caseInsensitiveEnum(SHIPPING_TYPES)

/** Shipping details of a capture: add (POST), update (PATCH), or inline in a capture request. */
export const shippingDetailsSchema = z.object({
  type: shippingTypeSchema,
  shippingCompany: text(200),
  trackingId: text(100),
  trackingUrl: text(2083).optional(),
})
export type ShippingDetails = z.output<typeof shippingDetailsSchema>
export type ShippingDetailsInput = z.input<typeof shippingDetailsSchema>

export const addShippingDetailsResponseSchema = z.looseObject({ shippingNumber: z.number().int() })
export type AddShippingDetailsResponse = z.output<typeof addShippingDetailsResponseSchema>

/** Shipping details as read back in a capture record. */
export const shippingDetailsResponseSchema = z.looseObject({
  shippingNumber: nullish(z.number()),
  type: nullish(z.string()),
  shippingCompany: nullish(z.string()),
  trackingId: nullish(z.string()),
  trackingUrl: nullish(z.string()),
})
