import { SALUTATIONS } from "../../../../riverty"
import { RIVERTY_METHODS, isPersonalField, type PaymentMethodEntry, type RivertyMethodKey, type StorefrontField } from "../../../../providers/riverty"

/** A field the storefront collects for a method (the storefront export's StorefrontFieldDescription). */
export interface StorefrontFieldDescription {
  name: StorefrontField
  required: boolean
  personal: boolean
  label: string
  input: "date" | "text" | "tel" | "select" | "number"
  options?: string[]
}

const LABELS: Record<StorefrontField, string> = {
  birth_date: "Date of birth",
  identification_number: "Personal identification number",
  salutation: "Salutation",
  phone: "Phone",
  company_name: "Company name",
  registration_number: "Company registration number",
  vat_id: "VAT ID",
  legal_form: "Legal form",
  installment_profile_no: "Installment plan",
  number_of_installments: "Number of installments",
  account_profile_no: "Account profile",
  iban: "IBAN",
  bic: "BIC",
  profile_tracking_id: "Profile tracking id",
}

const INPUTS: Partial<Record<StorefrontField, StorefrontFieldDescription["input"]>> = {
  birth_date: "date",
  phone: "tel",
  salutation: "select",
  installment_profile_no: "number",
  number_of_installments: "number",
  account_profile_no: "number",
}

/**
 * The fields of a method, in its order, from its entry in RIVERTY_METHODS. Until the storefront
 * export (`fieldsFor`) describes them per country and category, this is the method's whole list.
 */
export function fieldsOfMethod(method: RivertyMethodKey): StorefrontFieldDescription[] {
  const fields = RIVERTY_METHODS[method].fields as PaymentMethodEntry["fields"]
  return (Object.keys(fields) as StorefrontField[]).map((name) => ({
    name,
    required: fields[name] === "required",
    personal: isPersonalField(name),
    label: LABELS[name],
    input: INPUTS[name] ?? "text",
    ...(name === "salutation" ? { options: [...SALUTATIONS] } : {}),
  }))
}
