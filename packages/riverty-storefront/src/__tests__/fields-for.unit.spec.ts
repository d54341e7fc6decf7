import { fieldOfReference, fieldsFor, METHOD_KEYS, requiredFieldsFor, STOREFRONT_FIELDS } from "../index.js"

const names = (fields: { name: string }[]) => fields.map((field) => field.name)
const required = (fields: { name: string; required: boolean }[]) => fields.filter((f) => f.required).map((f) => f.name)

describe("fieldsFor", () => {
  it("asks a person for the birth date everywhere, and the identity number only in the Nordics", () => {
    for (const country of ["DE", "AT", "CH", "NL", "BE"]) {
      const fields = fieldsFor("invoice", { countryCode: country })
      expect(names(fields)).toEqual(["birth_date", "salutation", "phone"])
      expect(required(fields)).toEqual(["birth_date"])
    }
    for (const country of ["SE", "NO", "FI", "DK", "se"]) {
      const fields = fieldsFor("invoice", { countryCode: country, customerCategory: "Person" })
      expect(required(fields)).toEqual(["birth_date", "identification_number"])
    }
  })

  it("describes each field for a form: label, input, personal, options", () => {
    const [birth, salutation, phone] = fieldsFor("pay_in_x", { countryCode: "NL" })
    expect(birth).toEqual({ name: "birth_date", required: true, personal: true, label: "Date of birth", input: "date" })
    expect(salutation).toMatchObject({ name: "salutation", required: false, personal: false, input: "select" })
    expect(salutation.options?.map((o) => o.value)).toEqual(["Mr", "Mrs", "Miss"])
    expect(phone).toMatchObject({ input: "tel", personal: false })
  })

  it("asks for the IBAN of direct debit everywhere and of installments in DE and AT only", () => {
    expect(required(fieldsFor("direct_debit", { countryCode: "NL" }))).toEqual(["birth_date", "iban"])
    expect(names(fieldsFor("direct_debit", { countryCode: "NL" }))).toContain("bic")
    for (const country of ["DE", "AT"]) {
      const fields = fieldsFor("installments", { countryCode: country })
      expect(required(fields)).toEqual(["birth_date", "installment_profile_no", "iban"])
      expect(fields.find((f) => f.name === "iban")).toMatchObject({ personal: true })
    }
    const swedish = fieldsFor("installments", { countryCode: "SE" })
    expect(names(swedish)).not.toContain("iban")
    expect(required(swedish)).toEqual(["birth_date", "identification_number", "installment_profile_no"])
    expect(swedish.find((f) => f.name === "installment_profile_no")).toMatchObject({ input: "select", label: "Installment plan" })
  })

  it("asks a company for name and registration number, and for VAT id and legal form in AT, DE and CH", () => {
    for (const country of ["AT", "DE", "CH"]) {
      expect(required(fieldsFor("b2b_invoice", { countryCode: country }))).toEqual(["company_name", "vat_id", "legal_form"])
    }
    expect(required(fieldsFor("b2b_invoice", { countryCode: "NL" }))).toEqual(["company_name"])
    expect(required(fieldsFor("b2b_invoice", { countryCode: "SE" }))).toEqual(["company_name", "registration_number"])
    expect(names(fieldsFor("b2b_invoice", { countryCode: "DE" }))).not.toContain("birth_date")
  })

  it("leaves out what the storefront sets itself, and needs no country to name what every country requires", () => {
    for (const method of METHOD_KEYS) {
      const all = names(fieldsFor(method, { countryCode: "DE" }))
      expect(all).not.toContain("profile_tracking_id")
      expect(all).not.toContain("number_of_installments")
      expect(all).not.toContain("account_profile_no")
    }
    expect(requiredFieldsFor("invoice")).toEqual(["birth_date"])
    expect(requiredFieldsFor("b2b_invoice")).toEqual(["company_name"])
    expect(names(fieldsFor("installments"))).not.toContain("iban")
  })

  it("follows the customer category it is given", () => {
    expect(names(fieldsFor("invoice", { countryCode: "DE", customerCategory: "Company" }))).not.toContain("birth_date")
  })

  it("hands out copies: a form changing a description changes nobody else's", () => {
    const first = fieldsFor("invoice", { countryCode: "DE" })
    first[1].options!.push({ value: "Dr", label: "Dr" })
    expect(fieldsFor("invoice", { countryCode: "DE" })[1].options).toHaveLength(3)
    expect(Object.keys(STOREFRONT_FIELDS)).toContain("profile_tracking_id")
  })
})

describe("fieldOfReference", () => {
  it("finds the storefront field behind Riverty's field reference, when the method has it", () => {
    const cases: [string | undefined, Parameters<typeof fieldOfReference>[1], string | undefined][] = [
      ["customer.birthDate", "invoice", "birth_date"],
      ["customer.mobilePhone", "invoice", "phone"],
      ["customer.identificationNumber", "invoice", "identification_number"],
      ["customer.identificationNumber", "b2b_invoice", "registration_number"],
      ["customer.vatId", "b2b_invoice", "vat_id"],
      ["payment.directDebit.bankAccount", "direct_debit", "iban"],
      ["payment.directDebit.bankCode", "installments", "bic"],
      ["payment.installment.profileNo", "installments", "installment_profile_no"],
      ["payment.account.profileNo", "account", undefined],
      ["customer.birthDate", "b2b_invoice", undefined],
      ["order.totalGrossAmount", "invoice", undefined],
      [undefined, "invoice", undefined],
    ]
    expect(cases.map(([reference, method]) => [reference, method, fieldOfReference(reference, method)])).toEqual(cases)
  })
})
