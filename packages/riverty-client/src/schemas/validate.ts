import { z } from "zod"
import { addressResponseSchema, deliveryCustomerSchema } from "./checkout-customer"
import { conversationLanguageSchema } from "./enums"
import { messageObjectSchema } from "./messages"
import { nullish, text } from "./primitives"

/**
 * POST /api/v3/validate/address: the body is `{customer}`. The address is checked, not the
 * debtor: no birth-date rule (a storefront validates the address before it asks for one).
 */
export const validateAddressRequestSchema = z.object({ customer: deliveryCustomerSchema })
export type ValidateAddressRequestInput = z.input<typeof validateAddressRequestSchema>

/** The message array's name is not shown; riskCheckMessages is inferred (facts §4.6). */
export const validateAddressResponseSchema = z.looseObject({
  isValid: z.boolean(),
  correctedAddress: nullish(addressResponseSchema),
  riskCheckMessages: nullish(z.array(messageObjectSchema)),
})
export type ValidateAddressResponse = z.output<typeof validateAddressResponseSchema>

/** POST /api/v3/validate/bank-account (facts §4.5): IBAN (+BIC) or account number + bank code. */
export const validateBankAccountRequestSchema = z.object({
  bankAccount: text(34),
  bankCode: text(11).optional(),
  bankNumber: text(50).optional(),
  createToken: z.boolean().optional(),
  nonce: z.string().optional(),
  conversationLanguage: conversationLanguageSchema.optional(),
})
export type ValidateBankAccountRequestInput = z.input<typeof validateBankAccountRequestSchema>

export const validateBankAccountResponseSchema = z.looseObject({
  isValid: z.boolean(),
  riskCheckMessages: nullish(z.array(messageObjectSchema)),
  token: nullish(z.string()),
})
export type ValidateBankAccountResponse = z.output<typeof validateBankAccountResponseSchema>
