import { z } from "@medusajs/framework/zod"
import { id, rivertyCountry } from "../lib/fields"

const line = (max: number) =>
  z.string({ error: "must be a string" }).trim().min(1, { error: "must not be empty" }).max(max)

/**
 * A second address line is optional, and starters send "no second line" in all three ways: Medusa's
 * starters save it as "", other clients send null or leave it out. All three mean absent.
 */
const optionalLine = (max: number) =>
  z.preprocess((value) => (value === null || (typeof value === "string" && !value.trim()) ? undefined : value), line(max).optional())

/** POST /store/riverty/validate-address: an address in Medusa's field names. */
export const ValidateAddressBody = z.strictObject({
  cart_id: id.optional(),
  address: z.strictObject(
    {
      address_1: line(110),
      address_2: optionalLine(110),
      postal_code: line(10),
      city: line(100),
      country_code: rivertyCountry,
    },
    { error: "address must be an object with address_1, postal_code, city and country_code" },
  ),
})
export type ValidateAddressBodyType = z.output<typeof ValidateAddressBody>
