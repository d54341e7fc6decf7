import { z } from "zod"
import { captureRecordSchema } from "./captures"
import { orderStatusSchema } from "./enums"
import { orderItemResponseSchema } from "./order"
import { nullish, responseDateTime } from "./primitives"
import { refundRecordSchema } from "./refunds"
import { cancellationRecordSchema } from "./voids"

/** The checkout customer as GET order returns it (birthDate comes back as a date-time). */
export const orderCustomerResponseSchema = z.looseObject({
  customerNumber: nullish(z.string()),
  identificationNumber: nullish(z.string()),
  salutation: nullish(z.string()),
  firstName: nullish(z.string()),
  lastName: nullish(z.string()),
  companyName: nullish(z.string()),
  email: nullish(z.string()),
  phone: nullish(z.string()),
  mobilePhone: nullish(z.string()),
  birthDate: nullish(z.string()),
  customerCategory: nullish(z.string()),
  conversationLanguage: nullish(z.string()),
  distributionType: nullish(z.string()),
  address: nullish(z.record(z.string(), z.unknown())),
})

export const orderDetailsSchema = z.looseObject({
  orderId: nullish(z.string()),
  orderNumber: z.string(),
  totalNetAmount: nullish(z.number()),
  totalGrossAmount: nullish(z.number()),
  currency: nullish(z.string()),
  orderChannelType: nullish(z.string()),
  orderDeliveryType: nullish(z.string()),
  hasSeparateDeliveryAddress: nullish(z.boolean()),
  customer: nullish(orderCustomerResponseSchema),
  insertedAt: nullish(responseDateTime()),
  updatedAt: nullish(responseDateTime()),
  expirationDate: nullish(z.string()),
  orderItems: nullish(z.array(orderItemResponseSchema)),
  /** Accepted, Cancelled, Expired, Pending or Rejected: the redirect flow's authoritative state. */
  status: nullish(orderStatusSchema),
})
export type OrderDetails = z.output<typeof orderDetailsSchema>

/** GET /api/v3/orders/{orderNumber} (facts §5.6). */
export const getOrderResponseSchema = z.looseObject({
  orderDetails: orderDetailsSchema,
  captures: nullish(z.array(captureRecordSchema)),
  refunds: nullish(z.array(refundRecordSchema)),
  cancellations: nullish(z.array(cancellationRecordSchema)),
  payment: nullish(z.looseObject({ type: nullish(z.string()) })),
})
export type GetOrderResponse = z.output<typeof getOrderResponseSchema>
