import { FIELD_FORMATS, fieldFormatError, fieldFormatProblem } from "./field-formats.js"
import type { FieldProblem } from "./field-problems.js"
import { hasValidIbanChecksum } from "./iban.js"
import { methodFieldNames, type RivertyMethodKey } from "./methods.js"
import { requiredFieldsFor, type FieldContext } from "./requirements.js"

export type SessionDataErrors = Record<string, string>

const isEmpty = (value: unknown) => value === undefined || value === null || value === ""

/**
 * What `sessionDataSchema(method, ctx)` would refuse in `data`, per field and without zod, so a
 * form shows each error beside its field and a checkout page stays small: keys the method does not
 * take, required fields missing for the country and category, formats, the IBAN's check digits.
 * Empty and null values count as not sent, as the provider counts them. `{}` when nothing is wrong.
 */
export function sessionDataErrors(method: RivertyMethodKey, data: Record<string, unknown>, ctx?: FieldContext): SessionDataErrors {
  const errors: SessionDataErrors = {}
  const names = new Set<string>(methodFieldNames(method))
  const where = ctx?.countryCode ? ` in ${ctx.countryCode.toUpperCase()}` : ""
  for (const [field, value] of Object.entries(data)) {
    if (isEmpty(value)) continue
    if (!names.has(field)) {
      errors[field] = `${field} is not a field of this payment method`
      continue
    }
    const problem = fieldFormatError(field as keyof typeof FIELD_FORMATS, value)
    if (problem) errors[field] = problem
    else if (field === "iban" && !hasValidIbanChecksum(String(value))) errors[field] = "iban is not a valid IBAN"
  }
  for (const field of requiredFieldsFor(method, ctx)) {
    if (isEmpty(data[field])) errors[field] = `${field} is required for this payment method${where}`
  }
  return errors
}

/**
 * The same findings as `sessionDataErrors`, per field as a code with its limit, so a form words
 * them in the shopper's language (the kit's `error.*` texts).
 */
export function sessionDataProblems(method: RivertyMethodKey, data: Record<string, unknown>, ctx?: FieldContext): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {}
  const names = new Set<string>(methodFieldNames(method))
  for (const [field, value] of Object.entries(data)) {
    if (isEmpty(value)) continue
    if (!names.has(field)) {
      problems[field] = { code: "unknown" }
      continue
    }
    const problem = fieldFormatProblem(field as keyof typeof FIELD_FORMATS, value)
    if (problem) problems[field] = problem
    else if (field === "iban" && !hasValidIbanChecksum(String(value))) problems[field] = { code: "iban" }
  }
  for (const field of requiredFieldsFor(method, ctx)) {
    if (isEmpty(data[field])) problems[field] = { code: "required" }
  }
  return problems
}

/** `data` without empty and null values: what to send as the payment session's data. */
export function withoutEmptyFields(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => !isEmpty(value)))
}
