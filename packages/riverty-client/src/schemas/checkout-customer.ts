import { z } from "zod"
import { normalisePhone, PHONE_MAX_LENGTH } from "../normalise/phone"
import {
  acquisitionChannelSchema,
  conversationLanguageSchema,
  countryCodeSchema,
  customerCategorySchema,
  distributionTypeSchema,
  salutationSchema,
} from "./enums"
import { isoDate, isoDateTime, nullish, text, truncatedText, type RivertyIssueParams } from "./primitives"

/** Address of the checkout customer; also the corrected address of validate/address. */
export const addressSchema = z.object({
  careOf: text(50).optional(),
  street: text(100).optional(),
  streetNumber: text(10).optional(),
  streetNumberAdditional: text(10).optional(),
  postalCode: text(10).optional(),
  postalPlace: text(100).optional(),
  countryCode: countryCodeSchema.optional(),
})
export type Address = z.output<typeof addressSchema>
export type AddressInput = z.input<typeof addressSchema>

/** The same address as the service returns it (tolerant: unknown fields and values pass). */
export const addressResponseSchema = z.looseObject({
  careOf: nullish(z.string()),
  street: nullish(z.string()),
  streetNumber: nullish(z.string()),
  streetNumberAdditional: nullish(z.string()),
  postalCode: nullish(z.string()),
  postalPlace: nullish(z.string()),
  countryCode: nullish(z.string()),
})
export type AddressResponse = z.output<typeof addressResponseSchema>

const SCORE_NUMBER = /^-?\d+(\.\d+)?$/
const SCORE_LETTER = /^[a-z]$/i

/** A number from -10000 to 10000 (quoted or not) or a single letter a-z, any case. */
export function isValidIndividualScore(value: string | number): boolean {
  if (typeof value === "number") return Number.isFinite(value) && value >= -10000 && value <= 10000
  if (SCORE_LETTER.test(value)) return true
  if (!SCORE_NUMBER.test(value)) return false
  const number = Number(value)
  return number >= -10000 && number <= 10000
}

export const customerIndividualScoreSchema = z
  .union([z.number(), z.string()])
  .refine(isValidIndividualScore, {
    message: "Value out of range: a number from -10000 to 10000 or a letter a to z",
    params: { rivertyCode: "400.003" } satisfies RivertyIssueParams,
  })

export const riskDataSchema = z.object({
  existingCustomer: z.boolean().optional(),
  verifiedCustomerIdentification: z.boolean().optional(),
  marketingOptIn: z.boolean().optional(),
  customerSince: isoDateTime().optional(),
  customerClassification: text(255).optional(),
  acquisitionChannel: acquisitionChannelSchema.optional(),
  hasCustomerCard: z.boolean().optional(),
  customerCardSince: isoDateTime().optional(),
  customerCardClassification: text(100).optional(),
  profileTrackingId: text(50)
    .refine((value) => !/[%&/]/.test(value), {
      message: "Value format is incorrect: %, & and / are not allowed",
    })
    .optional(),
  ipAddress: text(39).optional(),
  numberOfTransactions: z.number().int().optional(),
  customerIndividualScore: customerIndividualScoreSchema.optional(),
  userAgent: text(4096).optional(),
  amountOfTransactions: z.number().optional(),
  otherPaymentMethods: z.boolean().optional(),
  verifiedCustomerIdentificationType: text(255).optional(),
  verifiedCustomerIdentificationDate: isoDate().optional(),
  deviceId: text(255).optional(),
  deviceName: text(255).optional(),
  lastChangeDatePassword: isoDate().optional(),
  lastChangeDateEmail: isoDate().optional(),
  lastChangeDateDeliveryAddress: isoDate().optional(),
  daysSinceAddressChange: z.number().int().optional(),
  numberOfLogins: z.number().int().optional(),
  paidOrdersCountCurrentAddress: z.number().int().optional(),
  numberOfFailedLogins: z.number().int().optional(),
  lastChangeDateCustomerName: z.boolean().optional(),
  externalRiskLoginScore: z.number().int().optional(),
})
export type RiskData = z.output<typeof riskDataSchema>

const checkoutCustomerShape = {
  identificationNumber: text(20).optional(),
  birthDate: isoDate().optional(),
  address: addressSchema.optional(),
  riskData: riskDataSchema.optional(),
  customerNumber: text(100).optional(),
  salutation: salutationSchema.optional(),
  firstName: truncatedText(50).optional(),
  lastName: truncatedText(50).optional(),
  companyName: truncatedText(255).optional(),
  email: text(255).optional(),
  // Length is checked after normalisation: the service strips formatting before counting.
  phone: z.string().optional(),
  mobilePhone: z.string().optional(),
  customerCategory: customerCategorySchema,
  conversationLanguage: conversationLanguageSchema.optional(),
  distributionType: distributionTypeSchema.optional(),
  vatId: text(50).optional(),
  legalForm: text(255).optional(),
}

type CustomerShapeOutput = z.output<z.ZodObject<typeof checkoutCustomerShape>>

/** Countries where B2B needs companyName, and where it also needs vatId and legalForm. */
export const B2B_COMPANY_NAME_COUNTRIES: readonly string[] = ["AT", "BE", "DE", "NL", "CH"]
export const B2B_VAT_ID_COUNTRIES: readonly string[] = ["AT", "DE", "CH"]
/** Countries where customerCardClassification is an integer 1..5. */
export const CARD_CLASSIFICATION_COUNTRIES: readonly string[] = ["DE", "AT", "CH"]

type IssueSink = { issues: z.core.$ZodRawIssue[] }

function requireField(ctx: IssueSink, customer: CustomerShapeOutput, field: keyof CustomerShapeOutput, why: string) {
  const value = customer[field]
  if (value === undefined || value === "") {
    ctx.issues.push({
      code: "custom",
      input: value,
      path: [field],
      message: `Value is required: ${why}`,
      params: { rivertyCode: "400.002" } satisfies RivertyIssueParams,
    })
  }
}

/**
 * The spec's cross-field rules (birth date for persons, B2B fields per country, card
 * classification per country) and its phone normalisation, applied to a parsed customer.
 */
function applyCustomerRules(customer: CustomerShapeOutput, ctx: IssueSink, requireBirthDate: boolean) {
  const country = customer.address?.countryCode
  if (requireBirthDate && customer.customerCategory === "Person") {
    requireField(ctx, customer, "birthDate", "birthDate is required for a Person")
  }
  if (customer.customerCategory === "Company" && country) {
    if (B2B_COMPANY_NAME_COUNTRIES.includes(country)) {
      requireField(ctx, customer, "companyName", `companyName is mandatory for B2B in ${country}`)
    }
    if (B2B_VAT_ID_COUNTRIES.includes(country)) {
      requireField(ctx, customer, "vatId", `vatId is mandatory for B2B in ${country}`)
      requireField(ctx, customer, "legalForm", `legalForm is mandatory for B2B in ${country}`)
    }
  }
  const classification = customer.riskData?.customerCardClassification
  if (classification !== undefined && country && CARD_CLASSIFICATION_COUNTRIES.includes(country)) {
    if (!/^[1-5]$/.test(classification)) {
      ctx.issues.push({
        code: "custom",
        input: classification,
        path: ["riskData", "customerCardClassification"],
        message: `Value out of range: an integer 1 to 5 in ${country}`,
        params: { rivertyCode: "400.003" } satisfies RivertyIssueParams,
      })
    }
  }
  const normalised = { ...customer }
  for (const field of ["phone", "mobilePhone"] as const) {
    const raw = customer[field]
    if (raw === undefined) continue
    const phone = normalisePhone(raw, country)
    if (phone.replace("+", "") === "") {
      ctx.issues.push({
        code: "custom",
        input: raw,
        path: [field],
        message: "Value format is incorrect: no digits in phone number",
        params: { rivertyCode: "400.004" } satisfies RivertyIssueParams,
      })
    } else if (phone.length > PHONE_MAX_LENGTH) {
      ctx.issues.push({
        code: "custom",
        input: raw,
        path: [field],
        message: `String exceeds maximum length: ${PHONE_MAX_LENGTH} characters in international format`,
        params: { rivertyCode: "400.005" } satisfies RivertyIssueParams,
      })
    }
    normalised[field] = phone
  }
  return normalised
}

/**
 * Checkout customer of authorize and validate/address. Names are truncated to their maxima and
 * phones come out in international format, as the service does it.
 */
export const checkoutCustomerSchema = z
  .object(checkoutCustomerShape)
  .transform((customer, ctx) => applyCustomerRules(customer, ctx, true))
export type CheckoutCustomer = z.output<typeof checkoutCustomerSchema>
export type CheckoutCustomerInput = z.input<typeof checkoutCustomerSchema>

/**
 * Same shape without the birth-date rule: the delivery customer (a receiver, not a debtor) and
 * the optional customer of payment-methods.
 */
export const deliveryCustomerSchema = z
  .object(checkoutCustomerShape)
  .transform((customer, ctx) => applyCustomerRules(customer, ctx, false))
export type DeliveryCustomerInput = z.input<typeof deliveryCustomerSchema>

/** Customer as returned by authorize and payment-methods (facts §3.4). */
export const customerResponseSchema = z.looseObject({
  customerNumber: nullish(z.string()),
  customerAccountId: nullish(z.string()),
  firstName: nullish(z.string()),
  lastName: nullish(z.string()),
  addressList: nullish(z.array(addressResponseSchema)),
})
export type CustomerResponse = z.output<typeof customerResponseSchema>
