import { z } from "zod"
import { isoDate, keyValueSchema, linkSchema, moneyNumber, nullish } from "./primitives"

const amountTotalSchema = z.looseObject({
  grossAmount: nullish(z.number()),
  vatAmount: nullish(z.number()),
  netAmount: nullish(z.number()),
  currencyCode: nullish(z.string()),
  vatPercentage: nullish(z.number()),
})

export const consumptionItemSchema = z.looseObject({
  id: z.string(),
  productDetails: nullish(z.looseObject({ productId: nullish(z.string()), description: nullish(z.string()) })),
  unit: nullish(
    z.looseObject({
      netPrice: nullish(z.number()),
      quantity: nullish(z.number()),
      code: nullish(z.string()),
      currencyCode: nullish(z.string()),
    }),
  ),
  total: nullish(amountTotalSchema),
  occurredAt: nullish(z.looseObject({ start: z.string(), end: nullish(z.string()) })),
  metadata: nullish(z.array(keyValueSchema)),
})

/** Consumption record (spec "Consumption"). */
export const consumptionSchema = z.looseObject({
  id: z.string(),
  customerNumber: nullish(z.string()),
  subscriptionId: nullish(z.string()),
  invoiceId: nullish(z.string()),
  consumptionTotal: nullish(amountTotalSchema),
  refundTotal: nullish(amountTotalSchema),
  items: nullish(z.array(consumptionItemSchema)),
  createdAt: nullish(z.string()),
  billingDate: nullish(z.string()),
  metadata: nullish(z.array(keyValueSchema)),
  _links: nullish(z.array(linkSchema)),
})
export type Consumption = z.output<typeof consumptionSchema>

export const consumptionsResponseSchema = z.array(consumptionSchema)

/** Query of GET /v1/clients/{clientId}/consumptions. */
export const consumptionsQuerySchema = z.object({
  customerNumber: z.string().min(1),
  subscriptionId: z.string().optional(),
})
export type ConsumptionsQueryInput = z.input<typeof consumptionsQuerySchema>

export const partnerInvoiceLineSchema = z.object({
  productId: z.string().optional(),
  description: z.string().optional(),
  imageUrl: z.url().optional(),
  /** A JSON number with at most two decimals (400.007); negative amounts are refused by the service. */
  grossAmount: moneyNumber().optional(),
  vatPercentage: z.number().optional(),
  unit: z
    .object({ netPrice: moneyNumber().optional(), quantity: z.number().optional(), code: z.string().optional() })
    .optional(),
  metaData: z.array(keyValueSchema).optional(),
})

/** POST /v1/clients/{clientId}/partner-subscriptions/{subscriptionId}/invoices (requiredness not shown). */
export const partnerInvoiceRequestSchema = z.object({
  periodId: z.string().optional(),
  invoiceLines: z.array(partnerInvoiceLineSchema).optional(),
  metadata: z.array(keyValueSchema).optional(),
})
export type PartnerInvoiceRequestInput = z.input<typeof partnerInvoiceRequestSchema>

export const partnerInvoiceResponseSchema = z.looseObject({
  invoiceNumber: z.string(),
  _links: nullish(z.array(linkSchema)),
})
export type PartnerInvoiceResponse = z.output<typeof partnerInvoiceResponseSchema>

/** PUT …/cancellation body. */
export const subscriptionCancellationRequestSchema = z.object({ date: isoDate() })
export type SubscriptionCancellationRequestInput = z.input<typeof subscriptionCancellationRequestSchema>

/** Subscription returned by cancellation (status INACTIVE after it). */
export const subscriptionSchema = z.looseObject({
  customerNumber: nullish(z.string()),
  description: nullish(z.string()),
  price: nullish(
    z.looseObject({
      grossAmount: nullish(z.number()),
      vatPercentage: nullish(z.number()),
      currencyCode: nullish(z.string()),
    }),
  ),
  activeFrom: nullish(z.string()),
  status: z.string(),
  createdAt: nullish(z.string()),
  _links: nullish(z.array(linkSchema)),
})
export type Subscription = z.output<typeof subscriptionSchema>
