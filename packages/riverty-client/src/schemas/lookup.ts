import { z } from "zod"
import { conversationLanguageSchema, countryCodeSchema, currencySchema, customerCategorySchema } from "./enums"
import { messageObjectSchema } from "./messages"
import { money, nullish, text } from "./primitives"

/** POST /api/v3/lookup/customer: every field optional (spec "Customer lookup (v3)"). */
export const customerLookupRequestSchema = z.object({
  email: text(255).optional(),
  mobilePhone: text(20).optional(),
  countryCode: countryCodeSchema.optional(),
  postalCode: text(15).optional(),
  identificationNumber: text(20).optional(),
  customerNumber: text(100).optional(),
  customerCategory: customerCategorySchema.optional(),
})
export type CustomerLookupRequestInput = z.input<typeof customerLookupRequestSchema>

export const lookupAddressSchema = z.looseObject({
  street: nullish(text(200)),
  street2: nullish(text(200)),
  street3: nullish(text(200)),
  street4: nullish(text(200)),
  streetNumber: nullish(text(200)),
  flatNo: nullish(text(200)),
  entrance: nullish(text(200)),
  city: nullish(text(200)),
  /** Omitted when the lookup is by organization number. */
  postalCode: nullish(text(15)),
  country: nullish(text(10)),
  countryCode: nullish(countryCodeSchema),
  companyName: nullish(z.string()),
  maskedStreet: nullish(text(200)),
  maskedStreet2: nullish(text(200)),
  maskedStreet3: nullish(text(200)),
  maskedStreet4: nullish(text(200)),
  maskedPostalCode: nullish(text(200)),
  maskedCompanyName: nullish(z.string()),
})
export type LookupAddress = z.output<typeof lookupAddressSchema>

export const userProfileSchema = z.looseObject({
  firstName: nullish(text(50)),
  lastName: nullish(text(50)),
  mobileNumber: nullish(text(20)),
  eMail: nullish(text(255)),
  maskedFirstName: nullish(text(50)),
  maskedLastName: nullish(text(50)),
  maskedMobileNumber: nullish(text(20)),
  maskedEmail: nullish(text(255)),
  languageCode: nullish(conversationLanguageSchema),
  addressList: nullish(z.array(lookupAddressSchema)),
})
export type UserProfile = z.output<typeof userProfileSchema>

export const customerLookupResponseSchema = z.looseObject({
  userProfiles: nullish(z.array(userProfileSchema)),
  riskCheckMessages: nullish(z.array(messageObjectSchema)),
})
export type CustomerLookupResponse = z.output<typeof customerLookupResponseSchema>

/** POST /api/v3/lookup/installment-plans (facts §4.4). */
export const installmentPlansRequestSchema = z.object({
  amount: money(),
  currency: currencySchema.optional(),
  countryCode: countryCodeSchema.optional(),
})
export type InstallmentPlansRequestInput = z.input<typeof installmentPlansRequestSchema>

export const installmentPlanSchema = z.looseObject({
  basketAmount: nullish(z.number()),
  numberOfInstallments: z.number().int(),
  installmentAmount: z.number(),
  firstInstallmentAmount: nullish(z.number()),
  lastInstallmentAmount: nullish(z.number()),
  interestRate: nullish(z.number()),
  effectiveInterestRate: nullish(z.number()),
  effectiveAnnualPercentageRate: nullish(z.number()),
  totalInterestAmount: nullish(z.number()),
  startupFee: nullish(z.number()),
  monthlyFee: nullish(z.number()),
  totalAmount: nullish(z.number()),
  installmentProfileNumber: z.number().int(),
  readMore: nullish(text(2048)),
})
export type InstallmentPlan = z.output<typeof installmentPlanSchema>

export const installmentPlansResponseSchema = z.looseObject({
  availableInstallmentPlans: z.array(installmentPlanSchema),
})
export type InstallmentPlansResponse = z.output<typeof installmentPlansResponseSchema>
