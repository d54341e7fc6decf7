import { z } from "@medusajs/framework/zod"
import { V3_COUNTRIES, customerAccountApplicationSchema, customerAccountEventSchema } from "riverty-client"

/**
 * POST /admin/riverty/customer-account/credit-applications: Riverty's application as it is sent
 * (spec field names), so every field and rule is the client's schema.
 */
export const CreditApplicationBody = customerAccountApplicationSchema.strict()

/** POST /admin/riverty/customer-account/:accountId/events: Riverty's account event as it is sent. */
export const AccountEventBody = customerAccountEventSchema.strict()

/** GET /admin/riverty/customer-account/:accountId/limit: the API key is chosen by the account's country. */
export const AccountLimitQuery = z.object({
  country: z.enum(V3_COUNTRIES, { error: `required: the account's country (${V3_COUNTRIES.join(", ")})` }),
  provider_id: z.string().min(1).optional(),
})
export type AccountLimitQueryType = z.output<typeof AccountLimitQuery>

/** POST /admin/riverty/customer-account/find: the number goes in the body, never in a logged URL. */
export const FindAccountBody = z.strictObject({
  identification_number: z.string({ error: "required: the customer's identification number" }).trim().min(1),
  country: z.enum(V3_COUNTRIES, { error: `required: the account's country (${V3_COUNTRIES.join(", ")})` }),
})
export type FindAccountBodyType = z.output<typeof FindAccountBody>
