import { MedusaError } from "@medusajs/framework/utils"
import { deliveryCustomerSchema, formatIssues, isValidIban, paymentSchema } from "riverty-client"
import {
  methodFields,
  paymentFor,
  requiredFields,
  RIVERTY_METHODS,
  storefrontSchemaOf,
  type RivertyMethodKey,
  type StorefrontSessionInput,
} from "./payment-methods"

/** The provider's own keys in the session data; everything else came from the storefront. */
export interface ProviderSessionKeys {
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
  /** The debtor's address as Riverty corrected it at authorize (address fields only), else null. */
  riverty_corrected_address?: Record<string, string> | null
  customer_facing_message?: string
  action_code?: string
  error_code?: string
  field_reference?: string
}

export type RivertySessionData = Partial<StorefrontSessionInput> & ProviderSessionKeys & Record<string, unknown>

function invalid(message: string): never {
  throw new MedusaError(MedusaError.Types.INVALID_DATA, `Riverty payment data: ${message}`)
}

/**
 * Parses the storefront's fields for a method, then checks them with the client's own schemas
 * (phone format, salutation, lengths, the payment object) so a bad value is refused at initiate
 * with the field's name instead of failing later at authorize.
 */
export function parseStorefrontInput(method: RivertyMethodKey, data: Record<string, unknown>): StorefrontSessionInput {
  const schema = storefrontSchemaOf(method)
  const known = Object.fromEntries(
    Object.keys(schema.shape)
      .filter((key) => data[key] !== undefined && data[key] !== null && data[key] !== "")
      .map((key) => [key, data[key]])
  )
  const parsed = schema.safeParse(known)
  if (!parsed.success) {
    invalid(formatIssues(parsed.error.issues))
  }
  const input = parsed.data
  const missing = requiredFields(method).filter((key) => input[key] === undefined)
  if (missing.length > 0) invalid(`${missing.join(", ")} required for this payment method`)

  if (input.iban !== undefined && !isValidIban(input.iban)) invalid("iban is not a valid IBAN")

  const customer = deliveryCustomerSchema.safeParse({
    customerCategory: RIVERTY_METHODS[method].customerCategory,
    birthDate: input.birth_date,
    identificationNumber: input.identification_number ?? input.registration_number,
    salutation: input.salutation,
    phone: input.phone,
    companyName: input.company_name,
    vatId: input.vat_id,
    legalForm: input.legal_form,
  })
  if (!customer.success) {
    invalid(formatIssues(customer.error.issues))
  }
  const payment = paymentSchema.safeParse(paymentFor(method, input))
  if (!payment.success) {
    invalid(formatIssues(payment.error.issues, { prefix: "payment." }))
  }
  return input
}

/** Keys Medusa itself puts into the data it hands to initiatePayment. */
const MEDUSA_KEYS = ["session_id"]

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
  "riverty_corrected_address",
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
  const allowed = new Set<string>([...MEDUSA_KEYS, ...methodFields(method)])
  const extra = Object.keys(data).filter((key) => !allowed.has(key))
  if (extra.length === 0) return
  const owned = extra.filter((key) => PROVIDER_KEYS.includes(key))
  const unknown = extra.filter((key) => !PROVIDER_KEYS.includes(key))
  const parts = [
    owned.length ? `${owned.join(", ")} ${owned.length > 1 ? "are" : "is"} set by the provider, not the storefront` : "",
    unknown.length ? `${unknown.join(", ")} ${unknown.length > 1 ? "are" : "is"} not a field of this payment method (allowed: ${methodFields(method).join(", ")})` : "",
  ]
  invalid(parts.filter(Boolean).join("; "))
}

/**
 * The provider's whole check of the storefront's session data, the one initiate makes: only the
 * method's keys, then their values. The store route middleware runs the same before Medusa
 * writes the data (api/store/riverty/lib/hold-session-data.ts).
 */
export function checkedSessionData(method: RivertyMethodKey, data: Record<string, unknown>): StorefrontSessionInput {
  assertOnlyStorefrontKeys(method, data)
  return parseStorefrontInput(method, data)
}
