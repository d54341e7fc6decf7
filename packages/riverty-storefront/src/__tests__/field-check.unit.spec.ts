import { FIELD_FORMATS, STOREFRONT_FIELDS, fieldFormatError, sessionDataErrors, sessionDataSchema, withoutEmptyFields, type StorefrontField } from "../index.js"

// Values at and around every limit: the zod-free check must accept exactly what the provider's schemas accept.
const SAMPLES: unknown[] = ["", "a", "ab", "1980-05-17", "17.05.1980", "Mr", "Mrs", "Miss", "mr", "x".repeat(8), "x".repeat(11), "x".repeat(12), "x".repeat(20), "x".repeat(21),
  "x".repeat(30), "x".repeat(31), "x".repeat(42), "x".repeat(43), "x".repeat(50), "x".repeat(51), "x".repeat(255), "x".repeat(256), "a&b", "a/b", "a%b", "a\u0000b", "tab\there", "a\u007f", "ä ß é", "3", "0", "-1", "2.5", "abc", 3, 0, 2.5]

// The provider checks at compile time that its vault seals exactly the fields typed `personal: true`:
// the catalogue built from FIELD_FORMATS must keep those literal types.
type MarkedPersonal = { [K in StorefrontField]: (typeof STOREFRONT_FIELDS)[K]["personal"] extends true ? K : never }[StorefrontField]
type Sealed = "birth_date" | "identification_number" | "registration_number" | "vat_id" | "iban" | "bic"
const _personalStaysLiteral: [MarkedPersonal] extends [Sealed] ? ([Sealed] extends [MarkedPersonal] ? true : never) : never = true

describe("the zod-free field check", () => {
  it.each(Object.keys(FIELD_FORMATS) as StorefrontField[])("%s accepts exactly what the provider's zod schema accepts", (field) => {
    for (const value of SAMPLES) {
      const zodAccepts = STOREFRONT_FIELDS[field].schema.safeParse(value).success
      expect({ value, accepts: fieldFormatError(field, value) === undefined }).toEqual({ value, accepts: zodAccepts })
    }
  })

  it("finds the same fields wrong as sessionDataSchema, per field", () => {
    const cases: [Parameters<typeof sessionDataErrors>[0], Record<string, unknown>, string][] = [
      ["invoice", { phone: "" }, "SE"],
      ["invoice", { birth_date: "17.05.1980", iban: "DE89370400440532013000" }, "DE"],
      ["installments", { birth_date: "1980-05-17", iban: "DE89370400440532013001" }, "DE"],
      ["b2b_invoice", { company_name: "ACME", profile_tracking_id: "a&b" }, "AT"],
      ["b2b_invoice", { company_name: "ACME\u0000", legal_form: "GmbH\n" }, "AT"],
      ["direct_debit", { birth_date: "1980-05-17", iban: "DE89 3704 0044 0532 0130 00" }, "DE"],
    ]
    for (const [method, data, countryCode] of cases) {
      const zod = sessionDataSchema(method, { countryCode }).safeParse(data)
      const zodFields = new Set((zod.error?.issues ?? []).map((issue) => String(issue.path[0] ?? issue.message.match(/"(\w+)"/)?.[1])))
      expect({ method, fields: Object.keys(sessionDataErrors(method, data, { countryCode })).sort() }).toEqual({ method, fields: [...zodFields].sort() })
    }
  })

  it("names each field with its own message", () => {
    expect(sessionDataErrors("invoice", { birth_date: "17.05.1980", phone: "" }, { countryCode: "se" })).toEqual({
      birth_date: "birth_date must be yyyy-MM-dd",
      identification_number: "identification_number is required for this payment method in SE",
    })
    expect(sessionDataErrors("direct_debit", { birth_date: "1980-05-17", iban: "DE89370400440532013001" }, { countryCode: "DE" })).toEqual({ iban: "iban is not a valid IBAN" })
    expect(sessionDataErrors("invoice", { birth_date: "1980-05-17", riverty_outcome: "Accepted" })).toEqual({ riverty_outcome: "riverty_outcome is not a field of this payment method" })
    expect(sessionDataErrors("invoice", { birth_date: "1980-05-17" }, { countryCode: "DE" })).toEqual({})
  })

  it("drops empty and null values from the data to send", () => {
    expect(withoutEmptyFields({ a: "", b: null, c: undefined, d: "x", e: 0 })).toEqual({ d: "x", e: 0 })
  })
})
