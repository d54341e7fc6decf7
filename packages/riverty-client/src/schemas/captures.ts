import { z } from "zod"
import { orderItemResponseSchema, orderSummarySchema } from "./order"
import { nullish, responseDateTime, text } from "./primitives"
import { shippingDetailsResponseSchema, shippingDetailsSchema } from "./shipping-details"

/** POST /api/v3/orders/{orderNumber}/captures (facts §5.1). Items are needed for a partial capture. */
export const captureRequestSchema = z.object({
  orderDetails: orderSummarySchema,
  invoiceNumber: text(20).optional(),
  campaignNumber: z.number().int().optional(),
  shippingDetails: z.array(shippingDetailsSchema).optional(),
  parentTransactionReference: text(128).optional(),
  transactionReference: text(100).optional(),
  references: z.record(z.string(), z.unknown()).optional(),
})
export type CaptureRequest = z.output<typeof captureRequestSchema>
export type CaptureRequestInput = z.input<typeof captureRequestSchema>

export const captureResponseSchema = z.looseObject({
  capturedAmount: z.number(),
  authorizedAmount: nullish(z.number()),
  remainingAuthorizedAmount: nullish(z.number()),
  captureNumber: z.string(),
  totalCapturedAmount: nullish(z.number()),
  totalRefundedAmount: nullish(z.number()),
})
export type CaptureResponse = z.output<typeof captureResponseSchema>

/** Capture record of GET captures and GET order (facts §5.7). */
export const captureRecordSchema = z.looseObject({
  reservationId: nullish(z.string()),
  customerNumber: nullish(z.string()),
  captureNumber: z.string(),
  orderNumber: nullish(z.string()),
  amount: nullish(z.number()),
  balance: nullish(z.number()),
  totalRefundedAmount: nullish(z.number()),
  currency: nullish(z.string()),
  insertedAt: nullish(responseDateTime()),
  updatedAt: nullish(responseDateTime()),
  directDebitBankAccount: nullish(z.string()),
  directDebitSwift: nullish(z.string()),
  accountProfileNumber: nullish(z.number()),
  numberOfInstallments: nullish(z.number()),
  installmentAmount: nullish(z.number()),
  installmentProfileNumber: nullish(z.number()),
  installmentCustomerInterestRate: nullish(z.number()),
  contractDate: nullish(z.string()),
  orderDate: nullish(z.string()),
  dueDate: nullish(z.string()),
  invoiceDate: nullish(z.string()),
  parentTransactionReference: nullish(z.string()),
  transactionReference: nullish(z.string()),
  yourReference: nullish(z.string()),
  ourReference: nullish(z.string()),
  invoiceProfileNumber: nullish(z.number()),
  ocr: nullish(z.string()),
  imageUrl: nullish(z.string()),
  productUser: nullish(z.string()),
  costCenter: nullish(z.string()),
  captureItems: nullish(z.array(orderItemResponseSchema)),
  shippingDetails: nullish(z.array(shippingDetailsResponseSchema)),
})
export type CaptureRecord = z.output<typeof captureRecordSchema>

export const capturesResponseSchema = z.looseObject({ captures: z.array(captureRecordSchema) })
export type CapturesResponse = z.output<typeof capturesResponseSchema>
