import type { StorefrontField } from "./fields.js"
import { methodFieldNames, type RivertyMethodKey } from "./methods.js"

// Riverty names the field it refuses by its own path (`customer.birthDate`, `payment.directDebit.bankAccount`,
// `payment.installment.profileNo`); the last segment says which of the storefront's fields it is.
const BY_SEGMENT: Readonly<Record<string, StorefrontField>> = {
  birthdate: "birth_date",
  identificationnumber: "identification_number",
  salutation: "salutation",
  phone: "phone",
  mobilephone: "phone",
  companyname: "company_name",
  vatid: "vat_id",
  legalform: "legal_form",
  bankaccount: "iban",
  bankcode: "bic",
  profileno: "installment_profile_no",
}

/**
 * The storefront field behind Riverty's `fieldReference`, when the method has one. A company's
 * identification number is its registration number (the provider sends it there).
 */
export function fieldOfReference(reference: string | null | undefined, method: RivertyMethodKey): StorefrontField | undefined {
  const segment = (reference ?? "").split(".").pop()?.replace(/\[\d+\]$/, "").toLowerCase() ?? ""
  if (segment === "profileno" && !/installment/i.test(reference ?? "")) return undefined
  let field = Object.prototype.hasOwnProperty.call(BY_SEGMENT, segment) ? BY_SEGMENT[segment] : undefined
  const names = methodFieldNames(method)
  if (field === "identification_number" && !names.includes(field)) field = "registration_number"
  return field && names.includes(field) ? field : undefined
}
