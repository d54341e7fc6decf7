import { z } from "@medusajs/framework/zod"
import { id } from "../lib/fields"

const value = (max: number) =>
  z.string({ error: "must be a string" }).trim().min(1, { error: "must not be empty" }).max(max)

/**
 * POST /store/riverty/customer-lookup: one way to find the customer, as Riverty documents it
 * (the country comes from the cart, the route checks it against the way): an identification
 * number (SE, FI, DK), a mobile number with a postal code (NO), or an organization number
 * (companies).
 */
export const CustomerLookupBody = z
  .strictObject({
    cart_id: id,
    identification_number: value(20).optional(),
    mobile_phone: value(20).optional(),
    postal_code: value(15).optional(),
    organization_number: value(20).optional(),
  })
  .superRefine((body, ctx) => {
    const ways = [body.identification_number, body.mobile_phone, body.organization_number].filter((item) => item !== undefined).length
    if (ways === 0) {
      ctx.addIssue({ code: "custom", path: ["identification_number"], message: "give identification_number, mobile_phone with postal_code, or organization_number" })
    } else if (ways > 1) {
      ctx.addIssue({ code: "custom", path: ["identification_number"], message: "give only one of identification_number, mobile_phone, organization_number" })
    } else if (body.mobile_phone !== undefined && body.postal_code === undefined) {
      ctx.addIssue({ code: "custom", path: ["postal_code"], message: "required with mobile_phone" })
    }
  })
export type CustomerLookupBodyType = z.output<typeof CustomerLookupBody>

/** POST /store/riverty/customer-lookup/confirm */
export const ConfirmLookupBody = z.strictObject({ cart_id: id, lookup_id: id })
export type ConfirmLookupBodyType = z.output<typeof ConfirmLookupBody>
