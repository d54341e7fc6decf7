import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { deliveryCustomerSchema, isValidIban, paymentSchema, SALUTATIONS, type PaymentInput } from "../../riverty"
import type { RivertyMethodKey } from "./payment-methods"

/**
 * What the storefront's payment step may send in the session `data` (design decision 5): the
 * consumer fields Medusa does not know. Names are snake_case like the rest of the Store API.
 */
export const StorefrontSessionInputSchema = z.object({
  birth_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "birth_date must be yyyy-MM-dd" })
    .optional(),
  identification_number: z.string().min(1).max(20).optional(),
  salutation: z.enum(SALUTATIONS).optional(),
  phone: z.string().min(1).max(30).optional(),
  company_name: z.string().min(1).max(255).optional(),
  registration_number: z.string().min(1).max(20).optional(),
  vat_id: z.string().min(1).max(50).optional(),
  legal_form: z.string().min(1).max(255).optional(),
  installment_profile_no: z.coerce.number().int().positive().optional(),
  number_of_installments: z.coerce.number().int().positive().optional(),
  account_profile_no: z.coerce.number().int().positive().optional(),
  iban: z.string().min(5).max(42).optional(),
  bic: z.string().min(8).max(11).optional(),
})
export type StorefrontSessionInput = z.infer<typeof StorefrontSessionInputSchema>

/** Fields each method needs before it can be authorized; checked at initiate. */
const REQUIRED: Record<RivertyMethodKey, (keyof StorefrontSessionInput)[]> = {
  invoice: [],
  installments: ["installment_profile_no"],
  direct_debit: ["iban"],
  account: [],
  pay_in_x: [],
  b2b_invoice: ["company_name"],
}

/** The provider's own keys in the session data; everything else came from the storefront. */
export interface RivertySessionState {
  session_id: string
  order_number: string
  method: RivertyMethodKey
  riverty_payment_type: string
  country?: string
  currency?: string
  amount?: number
  riverty_outcome?: "Accepted" | "Pending" | "Rejected" | "NotEvaluated"
  riverty_status?: string
  reservation_id?: string
  checkout_id?: string
  customer_number?: string
  expiration_date?: string
  redirect_url?: string
  customer_facing_message?: string
  action_code?: string
  error_code?: string
  field_reference?: string
}

export type RivertySessionData = Partial<StorefrontSessionInput> & RivertySessionState & Record<string, unknown>

/** Iban without spaces, upper case; the form Riverty and ibantools expect. */
export const electronicIban = (iban: string): string => iban.replace(/\s+/g, "").toUpperCase()

/** The payment object of authorize for a method and the storefront's choices. */
export function paymentFor(method: RivertyMethodKey, input: StorefrontSessionInput): PaymentInput {
  switch (method) {
    case "installments":
      return {
        type: "Installment",
        installment: {
          profileNo: input.installment_profile_no ?? 0,
          numberOfInstallments: input.number_of_installments,
        },
      }
    case "direct_debit":
      return { type: "Invoice", directDebit: { bankAccount: electronicIban(input.iban ?? ""), bankCode: input.bic } }
    case "account":
      return { type: "Account", account: { profileNo: input.account_profile_no ?? 1 } }
    case "pay_in_x":
      return { type: "PayinX" }
    default:
      return { type: "Invoice" }
  }
}

function invalid(message: string): never {
  throw new MedusaError(MedusaError.Types.INVALID_DATA, `Riverty payment data: ${message}`)
}

/**
 * Parses the storefront's fields for a method, then checks them with the client's own schemas
 * (phone format, salutation, lengths, the payment object) so a bad value is refused at initiate
 * with the field's name instead of failing later at authorize.
 */
export function parseStorefrontInput(method: RivertyMethodKey, data: Record<string, unknown>): StorefrontSessionInput {
  const known = Object.fromEntries(
    Object.keys(StorefrontSessionInputSchema.shape)
      .filter((key) => data[key] !== undefined && data[key] !== null && data[key] !== "")
      .map((key) => [key, data[key]])
  )
  const parsed = StorefrontSessionInputSchema.safeParse(known)
  if (!parsed.success) {
    invalid(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "))
  }
  const input = parsed.data
  const missing = REQUIRED[method].filter((key) => input[key] === undefined)
  if (missing.length > 0) invalid(`${missing.join(", ")} required for this payment method`)

  if (input.iban !== undefined && !isValidIban(input.iban)) invalid("iban is not a valid IBAN")

  const customer = deliveryCustomerSchema.safeParse({
    customerCategory: method === "b2b_invoice" ? "Company" : "Person",
    birthDate: input.birth_date,
    identificationNumber: input.identification_number ?? input.registration_number,
    salutation: input.salutation,
    phone: input.phone,
    companyName: input.company_name,
    vatId: input.vat_id,
    legalForm: input.legal_form,
  })
  if (!customer.success) {
    invalid(customer.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "))
  }
  const payment = paymentSchema.safeParse(paymentFor(method, input))
  if (!payment.success) {
    invalid(payment.error.issues.map((issue) => `payment.${issue.path.join(".")}: ${issue.message}`).join("; "))
  }
  return input
}

/** Fields only Riverty needs; once it has accepted the order they leave the stored payment data. */
const PERSONAL_FIELDS = ["birth_date", "identification_number", "iban"] as const

/** The data without birth date, identification number and IBAN (the IBAN's last four digits stay). */
export function withoutPersonalData(data: RivertySessionData): RivertySessionData {
  const copy: RivertySessionData = { ...data }
  if (typeof data.iban === "string") copy.iban_last4 = electronicIban(data.iban).slice(-4)
  for (const field of PERSONAL_FIELDS) delete copy[field]
  return copy
}
