import type { CustomerCategory, RivertyMethodKey } from "./methods.js"
import type { StorefrontFieldDescription } from "./requirements.js"

// Requests and answers of the plugin's store routes (POST /store/riverty/*), snake_case like
// Medusa's store API; amounts in major units. Installment plans keep Riverty's camelCase.

/** One plan of Riverty's `availableInstallmentPlans` (facts §4.4), as Riverty sends it. */
export interface InstallmentPlan {
  basketAmount: number
  numberOfInstallments: number
  installmentAmount: number
  firstInstallmentAmount?: number | null
  lastInstallmentAmount?: number | null
  interestRate?: number | null
  effectiveInterestRate?: number | null
  effectiveAnnualPercentageRate?: number | null
  totalInterestAmount?: number | null
  startupFee?: number | null
  monthlyFee?: number | null
  totalAmount?: number | null
  installmentProfileNumber: number
  readMore?: string | null
  [key: string]: unknown
}

export interface RivertyLegalInfo {
  requires_consent: boolean
  terms_url?: string
  privacy_url?: string
  /** Riverty's `bgb507Url`: the consumer credit information (SECCI) of installments in DE. */
  secci_url?: string
  /** HTML from Riverty. */
  text?: string
}

export interface RivertyMethodOffer {
  provider_id: string
  method: RivertyMethodKey
  riverty_type: string
  customer_category: CustomerCategory
  title: string
  tag?: string
  logo?: string
  consumer_fee_amount?: number
  legal: RivertyLegalInfo
  fields: StorefrontFieldDescription[]
  installment_plans?: InstallmentPlan[]
  min_amount?: number
  max_amount?: number
}

export interface PaymentMethodsRequest {
  cart_id: string
  customer_category?: CustomerCategory
}
export interface PaymentMethodsResponse {
  payment_methods: RivertyMethodOffer[]
  customer_facing_message?: string
  /**
   * Riverty's refusal of the cart's newest Riverty payment session, when that session was refused
   * and no newer one was started: its words for the shopper (null when it sent none) and what it
   * asks them to do.
   */
  refusal?: { customer_facing_message: string | null; action_code: string | null } | null
}

/** `POST /store/riverty/authorize`: Riverty decides on the cart's Riverty session before complete-cart. */
export interface AuthorizeCartRequest {
  cart_id: string
}
export interface AuthorizeCartResponse {
  /** `authorized`: complete the cart; `requires_more` with `data.redirect_url`: Riverty's page; `error`: refused. */
  payment_session: { id: string; provider_id: string; status: string; data: Record<string, unknown> | null }
}

export type InstallmentPlansRequest =
  | { provider_id: string; cart_id: string }
  | { provider_id: string; amount: number; currency_code: string; country_code: string }
export interface InstallmentPlansResponse {
  installment_plans: InstallmentPlan[]
}

export interface StoreAddress {
  address_1: string
  address_2?: string | null
  postal_code: string
  city: string
  country_code: string
}
export interface ValidateAddressRequest {
  cart_id?: string
  address: StoreAddress
}
export interface ValidateAddressResponse {
  is_valid: boolean
  corrected_address: StoreAddress | null
  customer_facing_message?: string
}

/** SE and FI by identification number, NO by mobile phone and postal code, companies by organization number. */
export interface CustomerLookupRequest {
  cart_id: string
  identification_number?: string
  mobile_phone?: string
  postal_code?: string
  organization_number?: string
}
export interface CustomerLookupResponse {
  /** Null when Riverty sent only masked data: there is nothing to confirm, the shopper types the address. */
  lookup_id: string | null
  /** Masked (e.g. "A****"): no store route shows the full address before Riverty authorized a purchase. */
  customer: {
    first_name: string
    last_name: string
    company_name?: string
    address: { address_1: string; postal_code: string; city: string; country_code: string }
  }
}
export interface ConfirmLookupRequest {
  cart_id: string
  lookup_id: string
}
export interface ConfirmLookupResponse {
  /** Medusa's store cart whose billing address is the lookup's masked address ("on file at Riverty"). */
  cart: Record<string, unknown> & { id: string }
}

export interface ValidateBankAccountRequest {
  bank_account: string
  bank_code?: string
  provider_id?: string
}
export interface ValidateBankAccountResponse {
  is_valid: boolean
  customer_facing_message?: string
}
