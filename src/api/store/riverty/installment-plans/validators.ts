import { z } from "@medusajs/framework/zod"
import { amount, id, rivertyCountry, rivertyCurrency } from "../lib/fields"

const BY_AMOUNT = ["amount", "currency_code", "country_code"] as const

/**
 * POST /store/riverty/installment-plans: for a cart (`cart_id`), or for an amount before there is
 * a cart (a product page's teaser: `amount`, `currency_code`, `country_code`), never both.
 */
export const InstallmentPlansBody = z
  .strictObject({
    provider_id: id,
    cart_id: id.optional(),
    amount: amount.optional(),
    currency_code: rivertyCurrency.optional(),
    country_code: rivertyCountry.optional(),
  })
  .superRefine((body, ctx) => {
    for (const key of BY_AMOUNT) {
      if (body.cart_id !== undefined && body[key] !== undefined) {
        ctx.addIssue({ code: "custom", path: [key], message: "not accepted with cart_id (the cart's total, currency and country are used)" })
      }
      if (body.cart_id === undefined && body[key] === undefined) {
        ctx.addIssue({ code: "custom", path: [key], message: "required without cart_id (give cart_id, or amount, currency_code and country_code)" })
      }
    }
  })
export type InstallmentPlansBodyType = z.output<typeof InstallmentPlansBody>
