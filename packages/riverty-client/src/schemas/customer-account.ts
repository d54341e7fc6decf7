import { z } from "zod"
import { addressSchema } from "./checkout-customer"
import {
  ACCOUNT_CATEGORY_TYPES,
  ACCOUNT_EVENT_TYPES,
  accountConversationLanguageSchema,
  accountSalutationSchema,
  countryCodeSchema,
  currencySchema,
  customerCategorySchema,
  DISTRIBUTION_BY,
  extendedDistributionTypeSchema,
  outcomeSchema,
} from "./enums"
import { messageObjectSchema } from "./messages"
import { isoDate, isoDateTime, money, nullish, numeric, text, truncatedText } from "./primitives"

/** Customer of a customer-account application (facts §6). */
export const accountCustomerSchema = z.object({
  salutation: accountSalutationSchema.optional(),
  firstName: truncatedText(50).optional(),
  lastName: truncatedText(50).optional(),
  customerNumber: text(100).optional(),
  organizationPersonalNo: text(20).optional(),
  category: customerCategorySchema,
  currency: currencySchema,
  distributionBy: z.enum(DISTRIBUTION_BY).optional(),
  distributionType: extendedDistributionTypeSchema.optional(),
  email: text(255).optional(),
  address: addressSchema.optional(),
  phone: text(20).optional(),
  directPhone: text(20).optional(),
  mobilePhone: text(20).optional(),
})

/** POST /api/v3/customer-account: apply for credit (fast-track). */
export const customerAccountApplicationSchema = z.object({
  accountLimit: money(),
  customer: accountCustomerSchema,
  firstNoticeDate: isoDate().optional(),
  countryCode: countryCodeSchema,
  conversationLanguage: accountConversationLanguageSchema,
})
export type CustomerAccountApplicationInput = z.input<typeof customerAccountApplicationSchema>

export const accountSchema = z.looseObject({
  accountLimit: nullish(z.number()),
  accountNumber: nullish(z.string()),
  accountProfile: nullish(z.union([z.number(), z.string()])),
  accountStatus: nullish(z.string()),
  balance: nullish(z.number()),
  bankAccount: nullish(z.string()),
  customerId: nullish(z.string()),
  createdAt: nullish(z.string()),
  isStopped: nullish(z.boolean()),
  ocr: nullish(z.string()),
  lastNoticeDate: nullish(z.string()),
  nextNoticeDate: nullish(z.string()),
})
export type CustomerAccount = z.output<typeof accountSchema>

export const customerAccountApplicationResponseSchema = z.looseObject({
  account: nullish(accountSchema),
  temporaryExternalProblem: nullish(z.boolean()),
  customer: nullish(z.record(z.string(), z.unknown())),
  outcome: nullish(outcomeSchema),
  riskCheckMessages: nullish(z.array(messageObjectSchema)),
})
export type CustomerAccountApplicationResponse = z.output<typeof customerAccountApplicationResponseSchema>

/** GET /api/v3/customer-account/{accountNumber}/credit-limit. */
export const creditLimitResponseSchema = z.looseObject({
  remainingCreditLimit: nullish(z.number()),
  balance: nullish(z.number()),
  isOpenForNewTransactions: nullish(z.boolean()),
  accountMessage: nullish(z.string()),
  totalBalance: nullish(z.number()),
})
export type CreditLimitResponse = z.output<typeof creditLimitResponseSchema>

export const accountEventItemSchema = z.object({
  itemId: z.string(),
  itemDescription: z.string(),
  unitCode: z.string(),
  quantity: numeric(),
  /** Gross unit price. */
  unitPrice: money(),
  netAmount: money().optional(),
  taxAmount: money().optional(),
  discount: money().optional(),
  grossAmount: money().optional(),
})

/** POST /api/v3/customer-account/{accountNumber}/event. */
export const customerAccountEventSchema = z.object({
  eventType: z.enum(ACCOUNT_EVENT_TYPES),
  categoryType: z.enum(ACCOUNT_CATEGORY_TYPES).optional(),
  time: isoDateTime(),
  nfcId: z.string().optional(),
  posId: z.string().optional(),
  posName: z.string().optional(),
  totalTax: money().optional(),
  totalAmount: money().optional(),
  items: z.array(accountEventItemSchema).optional(),
  currency: currencySchema,
  accountTransactionId: z.string().optional(),
  countryCode: countryCodeSchema,
  conversationLanguage: accountConversationLanguageSchema,
})
export type CustomerAccountEventInput = z.input<typeof customerAccountEventSchema>
export type CustomerAccountEvent = z.output<typeof customerAccountEventSchema>

export const customerAccountEventResponseSchema = z.looseObject({
  eventAdded: nullish(z.boolean()),
  transactionId: nullish(z.string()),
  outcome: nullish(outcomeSchema),
  riskCheckMessages: nullish(z.array(messageObjectSchema)),
})
export type CustomerAccountEventResponse = z.output<typeof customerAccountEventResponseSchema>

/** GET /api/v3/customer-account/{ssn}. */
export const customerAccountBySsnResponseSchema = z.looseObject({
  account: nullish(accountSchema),
  customer: nullish(z.record(z.string(), z.unknown())),
})
export type CustomerAccountBySsnResponse = z.output<typeof customerAccountBySsnResponseSchema>
