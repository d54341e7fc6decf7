import { z } from "zod"
import { isValidIban } from "./bank"
import { INDUSTRY_CODE_STANDARDS, MARKET_COUNTRIES, MERCHANT_COUNTRIES } from "./enums"
import { text, type RivertyIssueParams } from "./primitives"

/** An e-mail address (400.004 otherwise) of at most `max` characters. */
const emailAddress = (max: number) => text(max).pipe(z.email({ message: "Value format is incorrect: not an e-mail address" }))

export const merchantContactSchema = z.object({
  firstName: text(50),
  lastName: text(75),
  phoneNumber: text(20).optional(),
  email: emailAddress(80),
})
export type MerchantContact = z.output<typeof merchantContactSchema>

export const registeredAddressSchema = z.object({
  street: text(250),
  /** Separate from street. */
  houseNumber: text(7),
  houseNumberAddition: text(7).optional(),
  postalCode: text(10),
  city: text(50),
  country: z.enum(MERCHANT_COUNTRIES),
})

export const merchantContractSchema = z.object({
  /** Idempotency identifier: repeated requests with the same value perform the operation once. */
  partnerReference: text(255).refine((value) => value.trim().length > 0, {
    message: "Value is required: partnerReference",
    params: { rivertyCode: "400.002" } satisfies RivertyIssueParams,
  }),
  /** Names a pre-defined set of shop settings: an identifier, not free text. */
  agreementId: text(50).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
    message: "Value format is incorrect: agreementId is an identifier (letters, digits, '.', '_', '-')",
  }),
  /** Not needed for M-level agreements. */
  iban: text(34)
    .refine(isValidIban, { message: "Value format is incorrect: not a valid IBAN" })
    .optional(),
  isMarketplace: z.boolean().optional(),
})

export const shopSchema = z.object({
  name: text(80),
  tradeName: text(80).optional(),
  url: text(255).pipe(z.url({ protocol: /^https?$/, message: "Value format is incorrect: an http(s) URL" })),
  marketCountry: z.enum(MARKET_COUNTRIES),
  industryCode: text(10),
  industryCodeStandard: z.enum(INDUSTRY_CODE_STANDARDS),
  numberOfAnnualTransactions: z.number().int().optional(),
  averageOrderValue: z.number().int().optional(),
  fraudContact: merchantContactSchema.optional(),
  technicalContact: merchantContactSchema.optional(),
  operationalContact: merchantContactSchema.optional(),
  customerservicePhoneNumber: z.string().optional(),
  customerserviceEmailAddress: emailAddress(80).optional(),
  customerserviceUrl: z.string().optional(),
  contract: merchantContractSchema,
})

const required = (path: PropertyKey[], message: string) => ({
  code: "custom" as const,
  path,
  message: `Value is required: ${message}`,
  params: { rivertyCode: "400.002" } satisfies RivertyIssueParams,
})

/**
 * POST /merchants. The spec requires one contact on the merchant and one on the shop without
 * naming which, so at least one of each group is enforced.
 */
export const createMerchantRequestSchema = z
  .object({
    legalName: text(80),
    courtRegistrationCity: text(255).optional(),
    companyRegistrationNumber: text(30),
    vatNumber: text(20)
      .regex(/^\S+$/, { message: "Value format is incorrect: no spaces allowed" })
      .optional(),
    registeredAddress: registeredAddressSchema,
    primaryContact: merchantContactSchema.optional(),
    invoiceContact: merchantContactSchema.optional(),
    merchantPortalAdmin: merchantContactSchema.optional(),
    shop: shopSchema,
  })
  .superRefine((merchant, ctx) => {
    if (merchant.registeredAddress.country === "DE" && !merchant.courtRegistrationCity) {
      ctx.addIssue(required(["courtRegistrationCity"], "courtRegistrationCity for a merchant registered in DE"))
    }
    if (!merchant.primaryContact && !merchant.invoiceContact && !merchant.merchantPortalAdmin) {
      ctx.addIssue(required(["primaryContact"], "a merchant contact (primaryContact, invoiceContact or merchantPortalAdmin)"))
    }
    const shop = merchant.shop
    if (!shop.fraudContact && !shop.technicalContact && !shop.operationalContact) {
      ctx.addIssue(required(["shop", "operationalContact"], "a shop contact (fraudContact, technicalContact or operationalContact)"))
    }
  })
export type CreateMerchantRequest = z.output<typeof createMerchantRequestSchema>
export type CreateMerchantRequestInput = z.input<typeof createMerchantRequestSchema>

export const createMerchantResponseSchema = z.looseObject({ merchantId: z.string(), shopId: z.string() })
export type CreateMerchantResponse = z.output<typeof createMerchantResponseSchema>
