import { readFileSync } from "node:fs"
import { join } from "node:path"
import { PERSONAL_FIELDS } from "../../../modules/riverty/lib/personal-data-vault"
import { METHOD_PROVIDERS } from "../methods"
import {
  ALL_PROVIDER_IDS,
  isPersonalField,
  METHOD_KEYS,
  methodEntryOf,
  methodFields,
  requiredFields,
  RIVERTY_METHODS,
  StorefrontSessionInputSchema,
} from "../payment-methods"

describe("the payment-method table", () => {
  it("gives every method its own provider class, registered under the method's identifier", () => {
    expect(Object.keys(METHOD_PROVIDERS)).toEqual(METHOD_KEYS)
    for (const method of METHOD_KEYS) {
      const provider = METHOD_PROVIDERS[method]
      expect(provider.method).toBe(method)
      expect(provider.identifier).toBe(RIVERTY_METHODS[method].identifier)
    }
    expect(new Set(METHOD_KEYS.map((m) => RIVERTY_METHODS[m].identifier)).size).toBe(METHOD_KEYS.length)
  })

  it("lists each method's storefront fields (step_fields) and the required ones", () => {
    const fields = Object.fromEntries(METHOD_KEYS.map((m) => [m, methodFields(m)]))
    const person = ["birth_date", "identification_number", "salutation", "phone"]
    expect(fields).toMatchObject({
      invoice: [...person, "profile_tracking_id"],
      installments: [...person, "installment_profile_no", "number_of_installments", "iban", "bic", "profile_tracking_id"],
      direct_debit: [...person, "iban", "bic", "profile_tracking_id"],
      account: [...person, "account_profile_no", "profile_tracking_id"],
      pay_in_x: [...person, "profile_tracking_id"],
      b2b_invoice: ["company_name", "registration_number", "vat_id", "legal_form", "salutation", "phone", "profile_tracking_id"],
    })
    expect(Object.fromEntries(METHOD_KEYS.map((m) => [m, requiredFields(m)]))).toMatchObject({
      invoice: [],
      installments: ["installment_profile_no"],
      direct_debit: ["iban"],
      account: [],
      pay_in_x: [],
      b2b_invoice: ["company_name"],
    })
  })

  it("marks as personal exactly the fields the vault seals", () => {
    const personal = Object.keys(StorefrontSessionInputSchema.shape).filter(isPersonalField)
    expect([...personal].sort()).toEqual([...PERSONAL_FIELDS].sort())
    expect(isPersonalField("salutation")).toBe(false)
    expect(isPersonalField("toString")).toBe(false)
  })

  it("reads a method named by stored data, and nothing for an unknown name", () => {
    expect(methodEntryOf("direct_debit")?.collectsByDirectDebit).toBe(true)
    expect(methodEntryOf("b2b_invoice")?.customerCategory).toBe("Company")
    expect(methodEntryOf("toString")).toBeUndefined()
    expect(methodEntryOf(null)).toBeUndefined()
  })

  it("has every provider id in the README's table", () => {
    const readme = readFileSync(join(__dirname, "../../../../README.md"), "utf8")
    for (const id of ALL_PROVIDER_IDS) expect(readme).toContain(`| \`${id}\` |`)
  })
})
