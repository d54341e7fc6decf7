import { z } from "zod"
import { additionalDataSchema } from "./additional-data"
import { customerResponseSchema, deliveryCustomerSchema } from "./checkout-customer"
import { conversationLanguageSchema, countryCodeSchema, outcomeSchema } from "./enums"
import { messageObjectSchema } from "./messages"
import { orderSummaryShape } from "./order"
import { nullish, text, truncatedText } from "./primitives"

export const paymentMethodsRequestSchema = z.object({
  parentTransactionReference: text(128).optional(),
  additionalData: additionalDataSchema.optional(),
  yourReference: text(20).optional(),
  ourReference: truncatedText(128).optional(),
  conversationLanguage: conversationLanguageSchema.optional(),
  country: countryCodeSchema.optional(),
  /** Optional here: it only improves the result, so the birth-date rule does not apply. */
  customer: deliveryCustomerSchema.optional(),
  deliveryCustomer: deliveryCustomerSchema.optional(),
  // The documented minimal example puts `country` inside order.
  order: z.object({ ...orderSummaryShape, number: text(50).optional(), country: countryCodeSchema.optional() }),
})
export type PaymentMethodsRequest = z.output<typeof paymentMethodsRequestSchema>
export type PaymentMethodsRequestInput = z.input<typeof paymentMethodsRequestSchema>

export const legalInfoSchema = z.looseObject({
  requiresCustomerConsent: nullish(z.boolean()),
  termsAndConditionsUrl: nullish(z.string()),
  privacyStatementUrl: nullish(z.string()),
  bgb507Url: nullish(z.string()),
  text: nullish(z.string()),
})

export const paymentMethodSchema = z.looseObject({
  type: z.string(),
  title: nullish(z.string()),
  tag: nullish(z.string()),
  logo: nullish(z.string()),
  consumerFeeAmount: nullish(z.number()),
  legalInfo: nullish(legalInfoSchema),
  account: nullish(z.looseObject({ profileNo: nullish(z.number()) })),
  campaigns: nullish(z.unknown()),
  directDebit: nullish(z.looseObject({ available: nullish(z.boolean()) })),
  installment: nullish(z.record(z.string(), z.unknown())),
  payinX: nullish(z.record(z.string(), z.unknown())),
})
export type PaymentMethod = z.output<typeof paymentMethodSchema>

export const paymentMethodsResponseSchema = z.looseObject({
  checkoutId: nullish(z.string()),
  outcome: nullish(outcomeSchema),
  customer: nullish(customerResponseSchema),
  deliveryCustomer: nullish(customerResponseSchema),
  riskCheckMessages: nullish(z.array(messageObjectSchema)),
  paymentMethods: nullish(z.array(paymentMethodSchema)),
})
export type PaymentMethodsResponse = z.output<typeof paymentMethodsResponseSchema>
