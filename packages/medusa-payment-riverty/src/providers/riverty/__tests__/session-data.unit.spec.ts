import { MedusaError } from "@medusajs/framework/utils"
import { randomBytes } from "node:crypto"
import { decodePersonalDataKey, maskPersonalData, PersonalDataVault } from "../../../modules/riverty/lib/personal-data-vault"
import { paymentFor } from "../payment-methods"
import { assertOnlyStorefrontKeys, parseStorefrontInput } from "../session-data"

const refusal = (fn: () => unknown): string => {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(MedusaError)
    expect((error as MedusaError).type).toBe(MedusaError.Types.INVALID_DATA)
    return (error as Error).message
  }
  throw new Error("expected a refusal")
}

describe("storefront fields of the payment step", () => {
  it("keeps only known fields and ignores Medusa's own keys", () => {
    const input = parseStorefrontInput("invoice", { session_id: "payses_1", birth_date: "1980-05-17", salutation: "Mr", extra: 1 })
    expect(input).toEqual({ birth_date: "1980-05-17", salutation: "Mr" })
  })

  it("names the field that is wrong", () => {
    expect(refusal(() => parseStorefrontInput("invoice", { birth_date: "17.05.1980" }))).toContain("birth_date")
    expect(refusal(() => parseStorefrontInput("invoice", { salutation: "Dr" }))).toContain("salutation")
    expect(refusal(() => parseStorefrontInput("invoice", { phone: "no digits" }))).toContain("phone")
    for (const id of ["a/b", "50%", "x&y", "t".repeat(51)]) {
      expect(refusal(() => parseStorefrontInput("invoice", { profile_tracking_id: id }))).toContain("profile_tracking_id")
    }
  })

  it("takes a profile tracking id with every method, as a choice (not personal)", () => {
    for (const method of ["invoice", "b2b_invoice"] as const) {
      const data = { profile_tracking_id: "7c9e6679-7425-40de-944b-e07fc1f90ae7", ...(method === "b2b_invoice" ? { company_name: "ACME" } : {}) }
      expect(() => assertOnlyStorefrontKeys(method, data)).not.toThrow()
      expect(parseStorefrontInput(method, data).profile_tracking_id).toBe("7c9e6679-7425-40de-944b-e07fc1f90ae7")
    }
  })

  it("requires each method's own choice", () => {
    expect(refusal(() => parseStorefrontInput("installments", {}))).toContain("installment_profile_no")
    expect(refusal(() => parseStorefrontInput("direct_debit", {}))).toContain("iban")
    expect(refusal(() => parseStorefrontInput("b2b_invoice", {}))).toContain("company_name")
    expect(refusal(() => parseStorefrontInput("direct_debit", { iban: "DE89370400440532013001" }))).toContain("IBAN")
  })

  it("builds the payment object of each method", () => {
    expect(paymentFor("installments", { installment_profile_no: 3 })).toEqual({
      type: "Installment",
      installment: { profileNo: 3, numberOfInstallments: undefined },
    })
    // DE and AT: installments are collected by SEPA direct debit, so the plan carries the account.
    expect(paymentFor("installments", { installment_profile_no: 2, number_of_installments: 6, iban: "DE89 3704 0044 0532 0130 00" })).toEqual({
      type: "Installment",
      installment: { profileNo: 2, numberOfInstallments: 6 },
      directDebit: { bankAccount: "DE89370400440532013000", bankCode: undefined },
    })
    expect(paymentFor("direct_debit", { iban: "de89 3704 0044 0532 0130 00" })).toEqual({
      type: "Invoice",
      directDebit: { bankAccount: "DE89370400440532013000", bankCode: undefined },
    })
    expect(paymentFor("account", {})).toEqual({ type: "Account", account: { profileNo: 1 } })
    expect(paymentFor("pay_in_x", {})).toEqual({ type: "PayinX" })
    expect(paymentFor("b2b_invoice", {})).toEqual({ type: "Invoice" })
  })
})

describe("the storefront's keys", () => {
  it("accepts the method's fields and Medusa's session_id", () => {
    expect(() => assertOnlyStorefrontKeys("direct_debit", { session_id: "payses_1", birth_date: "1980-05-17", iban: "x", bic: "y" })).not.toThrow()
  })
  it("accepts a profile tracking id for every method, refusing one that would break a URL", () => {
    expect(() => assertOnlyStorefrontKeys("b2b_invoice", { session_id: "payses_1", profile_tracking_id: "5f0c1c1e-1f0e-4b8e-9d2a-000000000001" })).not.toThrow()
    expect(parseStorefrontInput("invoice", { profile_tracking_id: "device-42" }).profile_tracking_id).toBe("device-42")
    expect(refusal(() => parseStorefrontInput("invoice", { profile_tracking_id: "a/b" }))).toContain("profile_tracking_id")
    expect(refusal(() => parseStorefrontInput("invoice", { profile_tracking_id: "x".repeat(51) }))).toContain("profile_tracking_id")
  })
  it("refuses provider-owned keys and unknown keys, naming each", () => {
    const message = refusal(() => assertOnlyStorefrontKeys("invoice", { riverty_outcome: "Accepted", order_number: "payses_2", colour: "red" }))
    expect(message).toMatch(/riverty_outcome, order_number are set by the provider/)
    expect(message).toMatch(/colour is not a field of this payment method/)
  })
  it("refuses another method's fields", () => {
    expect(refusal(() => assertOnlyStorefrontKeys("invoice", { iban: "DE89370400440532013000" }))).toContain("iban")
  })
})

describe("personal data vault", () => {
  const key = randomBytes(32)
  it("round-trips a record and uses a fresh IV each time", () => {
    const vault = new PersonalDataVault(key)
    const a = vault.seal({ birth_date: "1980-05-17", iban: "DE89370400440532013000" }, "payses_1")
    const b = vault.seal({ birth_date: "1980-05-17", iban: "DE89370400440532013000" }, "payses_1")
    expect(a).not.toBe(b)
    expect(a).not.toContain("1980")
    expect(vault.open(a, "payses_1")).toEqual({ birth_date: "1980-05-17", iban: "DE89370400440532013000" })
  })
  it("refuses a changed record and a record of another key", () => {
    const vault = new PersonalDataVault(key)
    const sealed = vault.seal({ birth_date: "1980-05-17" }, "payses_1")
    const parts = sealed.split(".")
    const body = Buffer.from(parts[4], "base64url")
    body[0] ^= 1
    parts[4] = body.toString("base64url")
    expect(() => vault.open(parts.join("."), "payses_1")).toThrow()
    expect(() => new PersonalDataVault(randomBytes(32)).open(sealed, "payses_1")).toThrow(/another personalDataKey/)
  })
  it("refuses a truncated auth tag", () => {
    const vault = new PersonalDataVault(key)
    const sealed = vault.seal({ birth_date: "1980-05-17" }, "payses_1")
    const parts = sealed.split(".")
    expect(vault.open(parts.join("."), "payses_1")).toEqual({ birth_date: "1980-05-17" })
    // The first 4 bytes of a valid tag: GCM without a required tag length would check only those.
    parts[3] = Buffer.from(parts[3], "base64url").subarray(0, 4).toString("base64url")
    expect(() => vault.open(parts.join("."), "payses_1")).toThrow(/tag length/i)
  })
  it("opens a record only for what it was sealed for (associated data)", () => {
    const vault = new PersonalDataVault(key)
    const sealed = vault.seal({ birth_date: "1980-05-17" }, "payses_1")
    expect(() => vault.open(sealed, "payses_2")).toThrow()
    expect(() => vault.open(sealed, "")).toThrow()
    expect(vault.open(sealed, "payses_1")).toEqual({ birth_date: "1980-05-17" })
  })
  it("reads a key as hex or base64 and explains a wrong one", () => {
    expect(decodePersonalDataKey(key.toString("hex"))).toEqual(key)
    expect(decodePersonalDataKey(key.toString("base64"))).toEqual(key)
    expect(decodePersonalDataKey("short")).toMatch(/32 random bytes/)
  })
  it("masks to the IBAN's last four digits and the birth year", () => {
    expect(maskPersonalData({ iban: "DE89 3704 0044 0532 0130 00", birth_date: "1980-05-17", identification_number: "800101-1231" })).toEqual({
      iban_last4: "3000",
      birth_year: "1980",
    })
  })
})
