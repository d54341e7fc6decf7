import type { StorefrontField } from "./fields.js"
import { FIELD_FORMATS, SALUTATIONS } from "./field-formats.js"
import { METHOD_CUSTOMER_CATEGORY, METHOD_FIELDS, methodFieldNames, type CustomerCategory, type MethodFields, type RivertyMethodKey } from "./methods.js"

export type FieldInput = "date" | "text" | "tel" | "select" | "number"

/** One field of a payment step, as a storefront renders it. */
export interface StorefrontFieldDescription {
  name: StorefrontField
  required: boolean
  /** Sealed by the provider and never shown back (only `birth_year` / `iban_last4`). */
  personal: boolean
  /** An English label; the shopper's language is the catalogue's `field.<name>` (what `RivertyFields` shows). */
  label: string
  input: FieldInput
  /** For `select` inputs with a fixed list. The installment plan's options come from the installment-plans route. */
  options?: { value: string; label: string }[]
}

export interface FieldContext {
  /** The billing country (two letters, any case). Without it only the rules of every country apply. */
  countryCode?: string | null
  /** Defaults to the method's own (Company for B2B invoice, Person for the others). */
  customerCategory?: CustomerCategory | null
}

const PRESENTATION: Record<StorefrontField, Omit<StorefrontFieldDescription, "name" | "required" | "personal">> = {
  birth_date: { label: "Date of birth", input: "date" },
  identification_number: { label: "Personal identity number", input: "text" },
  salutation: { label: "Salutation", input: "select", options: SALUTATIONS.map((value) => ({ value, label: value })) },
  phone: { label: "Phone number", input: "tel" },
  company_name: { label: "Company name", input: "text" },
  registration_number: { label: "Company registration number", input: "text" },
  vat_id: { label: "VAT ID", input: "text" },
  legal_form: { label: "Legal form", input: "text" },
  installment_profile_no: { label: "Installment plan", input: "select" },
  number_of_installments: { label: "Number of installments", input: "number" },
  account_profile_no: { label: "Account profile", input: "number" },
  iban: { label: "IBAN", input: "text" },
  bic: { label: "BIC", input: "text" },
  profile_tracking_id: { label: "Profile tracking id", input: "text" },
}

/**
 * Fields the storefront sets itself, never a shopper's input: the plan's count comes with the chosen
 * plan, the account profile with the offer, the tracking id from the storefront's tracking script.
 * They are in `sessionDataSchema`, not in the form `fieldsFor` describes.
 */
const SET_BY_STOREFRONT: ReadonlySet<StorefrontField> = new Set(["number_of_installments", "account_profile_no", "profile_tracking_id"])

const NORDIC = ["SE", "NO", "FI", "DK"]
/** Spec, "Checkout customer": companyName mandatory for B2B in AT, BE, DE, NL, CH; vatId and legalForm in AT, DE, CH. */
const B2B_VAT_ID_AND_LEGAL_FORM = ["AT", "DE", "CH"]
/** Facts §3.5: `payment.directDebit` is required for Fixed Installments in DE and AT. */
const INSTALLMENTS_BY_DIRECT_DEBIT = ["DE", "AT"]

type Rule = "required" | "optional" | "hidden"

/**
 * What a country and customer category add to a method's own rules. Each rule names its source:
 * - birth_date: spec "Checkout customer" (birthDate required, "not required when customerCategory
 *   is Company"); the client refuses a Person without it at authorize.
 * - identification_number: the national identity number (spec: identificationNumber "National ID
 *   number for a person") identifies a person in SE, NO, FI and DK, where Riverty asks for it
 *   (action code RequiresSsn, facts §2.1) and looks customers up by it (facts §6); other countries
 *   identify by name, address and birth date, so the field is not shown there.
 * - iban/bic: direct debit always; installments in DE and AT (facts §3.5); not shown otherwise.
 * - company fields: spec "Checkout customer" per country (above); in the Nordics a company is
 *   identified by its organisation number (facts §6, lookup by organisation number).
 */
function ruleOf(method: RivertyMethodKey, field: StorefrontField, country: string | undefined, category: CustomerCategory): Rule {
  const own = (METHOD_FIELDS[method] as MethodFields)[field]
  if (own === undefined || SET_BY_STOREFRONT.has(field)) return "hidden"
  if (own === "required") return "required"
  const person = category === "Person"
  const nordic = country !== undefined && NORDIC.includes(country)
  switch (field) {
    case "birth_date":
      return person ? "required" : "hidden"
    case "identification_number":
      return person && nordic ? "required" : "hidden"
    case "iban":
    case "bic":
      if (method === "installments") {
        if (country === undefined || !INSTALLMENTS_BY_DIRECT_DEBIT.includes(country)) return "hidden"
        return field === "iban" ? "required" : "optional"
      }
      return "optional"
    case "vat_id":
    case "legal_form":
      return country !== undefined && B2B_VAT_ID_AND_LEGAL_FORM.includes(country) ? "required" : "optional"
    case "registration_number":
      return nordic ? "required" : "optional"
    default:
      return "optional"
  }
}

const normalise = (ctx: FieldContext | undefined, method: RivertyMethodKey) => ({
  country: ctx?.countryCode ? ctx.countryCode.trim().toUpperCase() : undefined,
  category: ctx?.customerCategory ?? METHOD_CUSTOMER_CATEGORY[method],
})

/** Each of the method's fields with its rule for the country and category (hidden ones included). */
export function fieldRules(method: RivertyMethodKey, ctx?: FieldContext): [StorefrontField, Rule][] {
  const { country, category } = normalise(ctx, method)
  return methodFieldNames(method).map((field) => [field, ruleOf(method, field, country, category)])
}

/**
 * The form of a method's payment step: the fields a shopper fills for this country and customer
 * category, in the method's order, each with whether it is required. Fields the storefront sets
 * itself (plan count, account profile, tracking id) are not in it.
 */
export function fieldsFor(method: RivertyMethodKey, ctx?: FieldContext): StorefrontFieldDescription[] {
  return fieldRules(method, ctx)
    .filter(([, rule]) => rule !== "hidden")
    .map(([name, rule]) => ({
      name,
      required: rule === "required",
      personal: FIELD_FORMATS[name].personal,
      ...PRESENTATION[name],
      ...(PRESENTATION[name].options ? { options: PRESENTATION[name].options.map((option) => ({ ...option })) } : {}),
    }))
}

/** The names a session must carry for this method, country and category. */
export const requiredFieldsFor = (method: RivertyMethodKey, ctx?: FieldContext): StorefrontField[] =>
  fieldRules(method, ctx)
    .filter(([, rule]) => rule === "required")
    .map(([field]) => field)
