import { z } from "zod"
import {
  currencySchema,
  orderChannelTypeSchema,
  orderDeliveryTypeSchema,
  orderItemTypeSchema,
  refundTypeSchema,
  vatCategorySchema,
} from "./enums"
import { isoDateTime, money, nullish, numeric, responseDateTime, text, truncatedText } from "./primitives"

/** Safe item limit: 200 on developer.riverty.com, 500 on some newer pages (facts §3.1). */
export const MAX_ORDER_ITEMS = 200

export const orderItemShape = {
  productId: text(100),
  groupId: truncatedText(255).optional(),
  description: truncatedText(255),
  type: orderItemTypeSchema.optional(),
  netUnitPrice: money(),
  grossUnitPrice: money(),
  quantity: numeric(),
  unitCode: text(50).optional(),
  vatCategory: vatCategorySchema.optional(),
  vatPercent: numeric(),
  /** Tax per unit, not per line. */
  vatAmount: money(),
  imageUrl: text(2048).optional(),
  googleProductCategoryId: z.number().int().optional(),
  googleProductCategory: text(255).optional(),
  merchantProductType: text(255).optional(),
  lineNumber: z.number().int().optional(),
  productUrl: text(2048).optional(),
  marketPlaceSellerId: text(32).optional(),
  additionalInformation: text(4096).optional(),
  specification: z.record(z.string(), z.unknown()).optional(),
  serviceStart: isoDateTime().optional(),
  serviceEnd: isoDateTime().optional(),
}

/** Order line of authorize, capture, void, update order and return notification (facts §3.1). */
export const orderItemSchema = z.object(orderItemShape)
export type OrderItem = z.output<typeof orderItemSchema>
export type OrderItemInput = z.input<typeof orderItemSchema>

/** Refund line: an order line that may say whether goods came back or it is goodwill. */
export const refundItemSchema = z.object({ ...orderItemShape, refundType: refundTypeSchema.optional() })
export type RefundItemInput = z.input<typeof refundItemSchema>

export const orderItemsSchema = z.array(orderItemSchema).max(MAX_ORDER_ITEMS)

/** OrderRisk: content not documented; the known producer sends channelType and deliveryType. */
export const orderRiskSchema = z.looseObject({
  channelType: orderChannelTypeSchema.optional(),
  deliveryType: orderDeliveryTypeSchema.optional(),
})

/** Totals and lines shared by authorize `order` and capture/void/update summaries (facts §3.2). */
export const orderSummaryShape = {
  totalGrossAmount: money(),
  totalNetAmount: money(),
  currency: currencySchema.optional(),
  merchantImageUrl: text(2048).optional(),
  items: orderItemsSchema.optional(),
  productUser: text(50).optional(),
  costCenter: text(50).optional(),
  imageUrl: text(2048).optional(),
  discountAmount: money().optional(),
  googleAnalyticsClientId: text(50).optional(),
  googleAnalyticsUserId: text(50).optional(),
  risk: orderRiskSchema.optional(),
}

export const orderSummarySchema = z.object(orderSummaryShape)
export type OrderSummary = z.output<typeof orderSummarySchema>
export type OrderSummaryInput = z.input<typeof orderSummarySchema>

/** Merchant order number: letters, digits, dashes and underscores, at most 50 (facts §11). */
export const orderNumberSchema = z
  .string()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9_-]+$/, { message: "Value format is incorrect: letters, digits, - and _ only" })

/** The authorize `order`. */
export const orderSchema = z.object({ number: orderNumberSchema, ...orderSummaryShape })
export type Order = z.output<typeof orderSchema>
export type OrderInput = z.input<typeof orderSchema>

/** Order, capture, refund and cancellation lines as the service returns them. */
export const orderItemResponseSchema = z.looseObject({
  productId: nullish(z.string()),
  groupId: nullish(z.string()),
  description: nullish(z.string()),
  type: nullish(z.string()),
  netUnitPrice: nullish(z.number()),
  grossUnitPrice: nullish(z.number()),
  quantity: nullish(z.number()),
  unitCode: nullish(z.string()),
  vatCategory: nullish(z.string()),
  vatPercent: nullish(z.number()),
  vatAmount: nullish(z.number()),
  imageUrl: nullish(z.string()),
  productUrl: nullish(z.string()),
  lineNumber: nullish(z.number()),
  orderId: nullish(z.string()),
  captureId: nullish(z.string()),
  refundId: nullish(z.string()),
  refundType: nullish(z.string()),
  cancellationNumber: nullish(z.string()),
  insertedAt: nullish(responseDateTime()),
  updatedAt: nullish(responseDateTime()),
})
export type OrderItemResponse = z.output<typeof orderItemResponseSchema>
