import { z } from "@medusajs/framework/zod"
import { id, rivertyCountry } from "../lib/fields"

const line = (max: number) =>
  z.string({ error: "must be a string" }).trim().min(1, { error: "must not be empty" }).max(max)

/** POST /store/riverty/validate-address: an address in Medusa's field names. */
export const ValidateAddressBody = z.strictObject({
  cart_id: id.optional(),
  address: z.strictObject(
    {
      address_1: line(110),
      address_2: line(110).optional(),
      postal_code: line(10),
      city: line(100),
      country_code: rivertyCountry,
    },
    { error: "address must be an object with address_1, postal_code, city and country_code" },
  ),
})
export type ValidateAddressBodyType = z.output<typeof ValidateAddressBody>
