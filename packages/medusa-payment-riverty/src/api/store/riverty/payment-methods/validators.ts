import { z } from "@medusajs/framework/zod"
import { customerCategory, id } from "../lib/fields"

/** POST /store/riverty/payment-methods */
export const PaymentMethodsBody = z.strictObject({
  cart_id: id,
  customer_category: customerCategory.default("Person"),
})
export type PaymentMethodsBodyType = z.output<typeof PaymentMethodsBody>
