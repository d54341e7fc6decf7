import { z } from "zod"
import { orderItemResponseSchema, orderSummarySchema } from "./order"
import { nullish, text } from "./primitives"

/** POST /api/v3/orders/{orderNumber}/voids (facts §5.4); cancellationDetails for a partial void. */
export const voidRequestSchema = z.object({
  cancellationDetails: orderSummarySchema.optional(),
  parentTransactionReference: text(128).optional(),
  merchantId: text(50).optional(),
})
export type VoidRequest = z.output<typeof voidRequestSchema>
export type VoidRequestInput = z.input<typeof voidRequestSchema>

export const voidResponseSchema = z.looseObject({
  totalCapturedAmount: nullish(z.number()),
  totalAuthorizedAmount: nullish(z.number()),
  remainingAuthorizedAmount: nullish(z.number()),
  voidedAmount: nullish(z.number()),
  totalRefundedAmount: nullish(z.number()),
})
export type VoidResponse = z.output<typeof voidResponseSchema>

export const cancellationRecordSchema = z.looseObject({
  cancellationNo: z.string(),
  cancellationAmount: nullish(z.number()),
  cancellationItems: nullish(z.array(orderItemResponseSchema)),
})
export type CancellationRecord = z.output<typeof cancellationRecordSchema>

export const voidsResponseSchema = z.looseObject({ cancellations: z.array(cancellationRecordSchema) })
export type VoidsResponse = z.output<typeof voidsResponseSchema>
