import { z } from "@medusajs/framework/zod"
import { id } from "../lib/fields"

/** POST /store/riverty/authorize: the cart whose Riverty payment session is authorized. */
export const AuthorizeCartBody = z.strictObject({ cart_id: id })
export type AuthorizeCartBodyType = z.output<typeof AuthorizeCartBody>
