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

/** Keys Medusa itself puts into the data it hands to initiatePayment. */
const MEDUSA_KEYS = ["session_id"]

const PERSON_FIELDS: (keyof StorefrontSessionInput)[] = ["birth_date", "identification_number", "salutation", "phone"]

/** The storefront fields each method takes; anything else in `data` is refused at initiate. */
export const METHOD_FIELDS: Record<RivertyMethodKey, (keyof StorefrontSessionInput)[]> = {
  invoice: PERSON_FIELDS,
  installments: [...PERSON_FIELDS, "installment_profile_no", "number_of_installments"],
  direct_debit: [...PERSON_FIELDS, "iban", "bic"],
  account: [...PERSON_FIELDS, "account_profile_no"],
  pay_in_x: PERSON_FIELDS,
  b2b_invoice: ["company_name", "registration_number", "vat_id", "legal_form", "salutation", "phone"],
}

/** Keys only the provider writes; a storefront sending one is trying to decide the payment. */
export const PROVIDER_KEYS = [
  "order_number",
  "method",
  "riverty_payment_type",
  "country",
  "currency",
  "amount",
  "net_amount",
  "riverty_outcome",
  "riverty_status",
  "reservation_id",
  "checkout_id",
  "customer_number",
  "expiration_date",
  "redirect_url",
  "customer_facing_message",
  "action_code",
  "error_code",
  "field_reference",
  "error_message",
  "step_fields",
  "iban_last4",
  "birth_year",
  "riverty_order",
  "update_rejected",
  "voided_amount",
  "captures",
  "refunds",
]

/**
 * Refuses every key of the storefront's `data` that the method does not take, naming them: the
 * provider's own keys (outcome, order number, redirect URL...) could otherwise steer authorize,
 * and unknown keys would sit in the public session data.
 */
export function assertOnlyStorefrontKeys(method: RivertyMethodKey, data: Record<string, unknown>): void {
  const allowed = new Set<string>([...MEDUSA_KEYS, ...METHOD_FIELDS[method]])
  const extra = Object.keys(data).filter((key) => !allowed.has(key))
  if (extra.length === 0) return
  const owned = extra.filter((key) => PROVIDER_KEYS.includes(key))
  const unknown = extra.filter((key) => !PROVIDER_KEYS.includes(key))
  const parts = [
    owned.length ? `${owned.join(", ")} ${owned.length > 1 ? "are" : "is"} set by the provider, not the storefront` : "",
    unknown.length ? `${unknown.join(", ")} ${unknown.length > 1 ? "are" : "is"} not a field of this payment method (allowed: ${METHOD_FIELDS[method].join(", ")})` : "",
  ]
  invalid(parts.filter(Boolean).join("; "))
}
