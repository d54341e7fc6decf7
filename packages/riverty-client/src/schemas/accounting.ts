import { z } from "zod"
import { bicSchema, ibanSchema } from "./bank"
import { itemUnitSchema, positionTypeSchema, returnReasonSchema, vatTypeSchema } from "./enums"
import { isoDate, money, numeric } from "./primitives"

/**
 * Returned line of a return order. Only the fields the spec names are typed; the remaining
 * per-item properties (article number, subscription dates…) pass through unchanged.
 */
export const returnOrderItemSchema = z.looseObject({
  orderItemReference: numeric(),
  quantity: numeric(),
  /** Negative for a discount line that no longer applies. */
  grossUnitPrice: money(),
  vatAmount: money(),
  vatPercent: numeric(),
  /** Listed among the item fields but not required by the spec. */
  vatType: vatTypeSchema.optional(),
  description: z.string().optional(),
  productId: z.string().optional(),
  positionType: positionTypeSchema.optional(),
  unit: itemUnitSchema.optional(),
})
export type ReturnOrderItemInput = z.input<typeof returnOrderItemSchema>

/** For refunds by bank transfer when the original payment has no provider or account (rule 5). */
export const bankDetailsSchema = z.object({
  bic: bicSchema.optional(),
  iban: ibanSchema,
  accountOwner: z.string().min(1),
})

/**
 * POST /businesses/{businessCode}/customers/{customerNumber}/orders/{orderReference}/returns.
 * No items means the whole order is returned. Business validation is asynchronous (EdiErrorSent).
 */
export const returnOrderRequestSchema = z.object({
  invoiceReference: z.string().optional(),
  returnDate: isoDate().optional(),
  returnReason: returnReasonSchema.optional(),
  returnReference: z.string().optional(),
  bankDetails: bankDetailsSchema.optional(),
  items: z.array(returnOrderItemSchema).optional(),
})
export type ReturnOrderRequest = z.output<typeof returnOrderRequestSchema>
export type ReturnOrderRequestInput = z.input<typeof returnOrderRequestSchema>

/** The only synchronous answer of the accounting module: the receipt of the message. */
export const internalRequestResponseSchema = z.looseObject({ internalRequestId: z.string().min(1) })
export type InternalRequestResponse = z.output<typeof internalRequestResponseSchema>
