import { z } from "zod"
import { authorizeRequestSchema, paymentSelectionSchema } from "./authorize"

/** POST /api/v3/hosted-checkout/request (facts §4.7; not in the spec's endpoint table). */
export const hostedCheckoutRequestSchema = z.object({
  merchantUrl: z.url().max(2048),
  webhookUrl: z.url().max(2048).optional(),
  paymentSelection: z.array(paymentSelectionSchema).optional(),
  authorizeRequest: authorizeRequestSchema,
})
export type HostedCheckoutRequestInput = z.input<typeof hostedCheckoutRequestSchema>

export const hostedCheckoutResponseSchema = z.looseObject({ redirectUrl: z.string() })
export type HostedCheckoutResponse = z.output<typeof hostedCheckoutResponseSchema>
