import { z } from "@medusajs/framework/zod"
import { id, rivertyCountry } from "../lib/fields"

const line = (name: string, max: number) =>
  z.string({ error: `${name} must be a string` }).trim().min(1, { error: `${name} must not be empty` }).max(max)

/** POST /store/riverty/validate-address: an address in Medusa's field names. */
export const ValidateAddressBody = z.strictObject({
  cart_id: id("cart_id").optional(),
  address: z.strictObject(
    {
      address_1: line("address_1", 110),
      address_2: line("address_2", 110).optional(),
      postal_code: line("postal_code", 10),
      city: line("city", 100),
      country_code: rivertyCountry,
    },
    { error: "address must be an object with address_1, postal_code, city and country_code" },
  ),
})
export type ValidateAddressBodyType = z.output<typeof ValidateAddressBody>
