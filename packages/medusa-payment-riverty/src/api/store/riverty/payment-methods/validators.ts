import { z } from "@medusajs/framework/zod"
import { customerCategory, id, languageTag } from "../lib/fields"

/** POST /store/riverty/payment-methods */
export const PaymentMethodsBody = z.strictObject({
  cart_id: id,
  customer_category: customerCategory.default("Person"),
  /** The storefront's language for Riverty's texts when the cart has no `locale`. */
  language: languageTag.optional(),
})
export type PaymentMethodsBodyType = z.output<typeof PaymentMethodsBody>
