import { z } from "zod"
import { refundTypeSchema } from "./enums"
import { MAX_ORDER_ITEMS, orderItemResponseSchema, refundItemSchema } from "./order"
import { nullish, responseDateTime, text } from "./primitives"

/** POST /api/v3/orders/{orderNumber}/refunds (facts §5.3). Items are needed for a partial refund. */
export const refundRequestSchema = z.object({
  captureNumber: text(50),
  items: z.array(refundItemSchema).max(MAX_ORDER_ITEMS).optional(),
  refundType: refundTypeSchema.optional(),
  creditNoteNumber: text(19).optional(),
  parentTransactionReference: text(128).optional(),
  transactionReference: text(100).optional(),
  merchantId: text(50).optional(),
})
export type RefundRequest = z.output<typeof refundRequestSchema>
export type RefundRequestInput = z.input<typeof refundRequestSchema>

export const refundResponseSchema = z.looseObject({
  totalCapturedAmount: nullish(z.number()),
  totalAuthorizedAmount: nullish(z.number()),
  refundNumbers: z.array(z.string()),
  totalRefundedAmount: nullish(z.number()),
  remainingAuthorizedAmount: nullish(z.number()),
})
export type RefundResponse = z.output<typeof refundResponseSchema>

/** Refund record; amounts come back negative (facts §5.6). */
export const refundRecordSchema = z.looseObject({
  reservationId: nullish(z.string()),
  customerNumber: nullish(z.string()),
  refundId: nullish(z.string()),
  refundNumber: z.string(),
  orderNumber: nullish(z.string()),
  amount: nullish(z.number()),
  balance: nullish(z.number()),
  currency: nullish(z.string()),
  insertedAt: nullish(responseDateTime()),
  updatedAt: nullish(responseDateTime()),
  captureNumber: nullish(z.string()),
  transactionReference: nullish(z.string()),
  refundItems: nullish(z.array(orderItemResponseSchema)),
})
export type RefundRecord = z.output<typeof refundRecordSchema>

export const refundsResponseSchema = z.looseObject({ refunds: z.array(refundRecordSchema) })
export type RefundsResponse = z.output<typeof refundsResponseSchema>
