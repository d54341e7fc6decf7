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
    const given = BY_AMOUNT.filter((key) => body[key] !== undefined)
    if (body.cart_id !== undefined) {
      for (const key of given) ctx.addIssue({ code: "custom", path: [key], message: "not accepted with cart_id (the cart's total, currency and country are used)" })
    } else if (given.length === 0) {
      ctx.addIssue({ code: "custom", path: ["cart_id"], message: "required (or amount, currency_code and country_code instead)" })
    } else {
      for (const key of BY_AMOUNT.filter((item) => body[item] === undefined)) {
        ctx.addIssue({ code: "custom", path: [key], message: "required with amount pricing (without cart_id)" })
      }
    }
  })
export type InstallmentPlansBodyType = z.output<typeof InstallmentPlansBody>
