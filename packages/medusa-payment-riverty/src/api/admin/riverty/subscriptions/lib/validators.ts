import { z } from "@medusajs/framework/zod"
import { partnerInvoiceLineSchema, partnerInvoiceRequestSchema, subscriptionCancellationRequestSchema } from "riverty-client"

// The subscription module is scoped to a Riverty client id (an integer Riverty gives the merchant).
// Optional: without it the `v1ClientId` option is used (lib/params.ts).
// Decimal digits only: a coerced number would take `0x10` or `1e3` as another client's id.
const clientIdQuery = z
  .string({ error: "must be Riverty's client id (an integer)" })
  .regex(/^[1-9][0-9]{0,9}$/, { error: "must be Riverty's client id (an integer)" })
  .transform(Number)
  .optional()
const clientIdBody = z.number({ error: "must be Riverty's client id (an integer)" }).int().positive().optional()

/** GET /admin/riverty/subscriptions/consumptions and GET /admin/riverty/subscriptions/:id/consumptions. */
export const ConsumptionsQuery = z.object({
  client_id: clientIdQuery,
  customer_number: z.string().trim().min(1, { error: "the Riverty customer number is required" }),
})
export type ConsumptionsQueryType = z.output<typeof ConsumptionsQuery>

/**
 * POST /admin/riverty/subscriptions/:id/invoices: `invoice` is Riverty's partner invoice body, with
 * at least one line (an invoice without lines bills nothing).
 */
export const PartnerInvoiceBody = z.object({
  client_id: clientIdBody,
  invoice: partnerInvoiceRequestSchema.extend({
    invoiceLines: z.array(partnerInvoiceLineSchema).min(1, { error: "at least one invoice line is required" }),
  }),
})
export type PartnerInvoiceBodyType = z.output<typeof PartnerInvoiceBody>

/** POST /admin/riverty/subscriptions/:id/cancellation `{ client_id, date }` (yyyy-MM-dd). */
export const CancelSubscriptionBody = subscriptionCancellationRequestSchema.extend({ client_id: clientIdBody })
export type CancelSubscriptionBodyType = z.output<typeof CancelSubscriptionBody>

/** DELETE /admin/riverty/subscriptions/:id/cancellation?client_id=…. */
export const UncancelSubscriptionQuery = z.object({ client_id: clientIdQuery })
export type UncancelSubscriptionQueryType = z.output<typeof UncancelSubscriptionQuery>
