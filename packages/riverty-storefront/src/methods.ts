import type { StorefrontField } from "./fields.js"

export type FieldRule = "required" | "optional"
export type MethodFields = Partial<Record<StorefrontField, FieldRule>>
export type CustomerCategory = "Person" | "Company"

const PERSON_FIELDS = {
  birth_date: "optional",
  identification_number: "optional",
  salutation: "optional",
  phone: "optional",
} as const satisfies MethodFields
/** Every method sends the storefront's tracking id as risk data (riskData.profileTrackingId) when it has one. */
const TRACKING = { profile_tracking_id: "optional" } as const satisfies MethodFields

/**
 * The storefront fields each payment method takes, in the order the session's `data.step_fields`
 * lists them. "required" is what the provider refuses initiate without in every country; what a
 * country adds is in `fieldsFor` (requirements.ts). Any field not listed is refused as not the
 * method's. The provider's `RIVERTY_METHODS` has an entry for exactly these keys.
 */
export const METHOD_FIELDS = {
  invoice: { ...PERSON_FIELDS, ...TRACKING },
  // Fixed installments in DE and AT are collected by SEPA direct debit (facts §3.5), so they take an IBAN too.
  installments: {
    ...PERSON_FIELDS,
    installment_profile_no: "required",
    number_of_installments: "optional",
    iban: "optional",
    bic: "optional",
    ...TRACKING,
  },
  direct_debit: { ...PERSON_FIELDS, iban: "required", bic: "optional", ...TRACKING },
  account: { ...PERSON_FIELDS, account_profile_no: "optional", ...TRACKING },
  pay_in_x: { ...PERSON_FIELDS, ...TRACKING },
  b2b_invoice: {
    company_name: "required",
    registration_number: "optional",
    vat_id: "optional",
    legal_form: "optional",
    salutation: "optional",
    phone: "optional",
    ...TRACKING,
  },
} as const satisfies Record<string, MethodFields>

export type RivertyMethodKey = keyof typeof METHOD_FIELDS
export const METHOD_KEYS = Object.keys(METHOD_FIELDS) as RivertyMethodKey[]

/** The debtor's `customerCategory` of each method: B2B invoice is the only one for companies. */
export const METHOD_CUSTOMER_CATEGORY = {
  invoice: "Person",
  installments: "Person",
  direct_debit: "Person",
  account: "Person",
  pay_in_x: "Person",
  b2b_invoice: "Company",
} as const satisfies Record<RivertyMethodKey, CustomerCategory>

export const isMethodKey = (method: string): method is RivertyMethodKey => Object.prototype.hasOwnProperty.call(METHOD_FIELDS, method)

/** The storefront fields a method takes, in its order. */
export const methodFieldNames = (method: RivertyMethodKey): StorefrontField[] => Object.keys(METHOD_FIELDS[method]) as StorefrontField[]

/** The fields the provider refuses initiate without, in every country. */
export const methodRequiredFields = (method: RivertyMethodKey): StorefrontField[] =>
  methodFieldNames(method).filter((field) => (METHOD_FIELDS[method] as MethodFields)[field] === "required")
