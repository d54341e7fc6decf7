// The format of each storefront field as plain data, without zod: `fields.ts` builds the zod
// schemas the provider validates with from these values, and `session-data-errors.ts` checks the
// same values in the browser, so a checkout page need not bundle zod (62 kB gzipped) to show
// field errors. A parity test keeps the two readings equal.
import type { FieldProblem } from "./field-problems.js"

/** Riverty's salutations of a checkout customer (spec, "Checkout customer"); the provider checks they equal the client's. */
export const SALUTATIONS = ["Mr", "Mrs", "Miss"] as const

export type FieldFormat =
  | { kind: "text"; min: number; max: number; pattern?: RegExp; message?: string }
  | { kind: "choice"; values: readonly string[] }
  | { kind: "positive_integer" }

export const BIRTH_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
export const BIRTH_DATE_MESSAGE = "birth_date must be yyyy-MM-dd"
// riskData.profileTrackingId (spec, "Risk-data object"): max 50, no characters that break URLs.
export const TRACKING_ID_PATTERN = /^[^%&/]*$/
export const TRACKING_ID_MESSAGE = "profile_tracking_id must not contain %, & or /"

/**
 * No text field holds a control character: none belongs in a name, number or phone, and
 * PostgreSQL, where the provider keeps the shopper's choices, cannot store a NUL at all.
 */
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/
export const controlCharacterMessage = (field: string): string => `${field} must not contain control characters`

/** Each field's format, and whether it is personal (sealed by the provider, never shown back). */
export const FIELD_FORMATS = {
  birth_date: { format: { kind: "text", min: 0, max: Infinity, pattern: BIRTH_DATE_PATTERN, message: BIRTH_DATE_MESSAGE }, personal: true },
  identification_number: { format: { kind: "text", min: 1, max: 20 }, personal: true },
  salutation: { format: { kind: "choice", values: SALUTATIONS }, personal: false },
  phone: { format: { kind: "text", min: 1, max: 30 }, personal: false },
  company_name: { format: { kind: "text", min: 1, max: 255 }, personal: false },
  registration_number: { format: { kind: "text", min: 1, max: 20 }, personal: true },
  vat_id: { format: { kind: "text", min: 1, max: 50 }, personal: true },
  legal_form: { format: { kind: "text", min: 1, max: 255 }, personal: false },
  installment_profile_no: { format: { kind: "positive_integer" }, personal: false },
  number_of_installments: { format: { kind: "positive_integer" }, personal: false },
  account_profile_no: { format: { kind: "positive_integer" }, personal: false },
  iban: { format: { kind: "text", min: 5, max: 42 }, personal: true },
  bic: { format: { kind: "text", min: 8, max: 11 }, personal: true },
  profile_tracking_id: { format: { kind: "text", min: 1, max: 50, pattern: TRACKING_ID_PATTERN, message: TRACKING_ID_MESSAGE }, personal: false },
} as const satisfies Record<string, { format: FieldFormat; personal: boolean }>

export type FormattedField = keyof typeof FIELD_FORMATS

/** What is wrong with a (non-empty) value of the field, as a code; undefined when it fits. */
export function fieldFormatProblem(field: FormattedField, value: unknown): FieldProblem | undefined {
  const format: FieldFormat = FIELD_FORMATS[field].format
  if (format.kind === "positive_integer") {
    const number = typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value) : NaN
    return Number.isInteger(number) && number > 0 ? undefined : { code: "number" }
  }
  if (typeof value !== "string") return { code: "text" }
  if (format.kind === "choice") return format.values.includes(value) ? undefined : { code: "choice" }
  if (value.length < format.min) return { code: "too_short", count: format.min }
  if (value.length > format.max) return { code: "too_long", count: format.max }
  if (CONTROL_CHARACTER.test(value)) return { code: "characters" }
  if (format.pattern && !format.pattern.test(value)) return { code: format.pattern === BIRTH_DATE_PATTERN ? "date" : "characters" }
  return undefined
}

/** What is wrong with a (non-empty) value of the field, in the words of the zod schema; undefined when it fits. */
export function fieldFormatError(field: FormattedField, value: unknown): string | undefined {
  const problem = fieldFormatProblem(field, value)
  if (!problem) return undefined
  const format: FieldFormat = FIELD_FORMATS[field].format
  switch (problem.code) {
    case "number":
      return `${field} must be a whole number above 0`
    case "text":
      return `${field} must be text`
    case "choice":
      return `${field} must be one of ${format.kind === "choice" ? format.values.join(", ") : ""}`
    case "too_short":
      return `${field} is too short`
    case "too_long":
      return `${field} must be at most ${problem.count} characters`
    default:
      return CONTROL_CHARACTER.test(String(value)) ? controlCharacterMessage(field) : format.kind === "text" ? format.message : undefined
  }
}
