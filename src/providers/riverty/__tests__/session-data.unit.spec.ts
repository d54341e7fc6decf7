import { MedusaError } from "@medusajs/framework/utils"
import { parseStorefrontInput, paymentFor, withoutPersonalData, type RivertySessionData } from "../session-data"

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
    expect(paymentFor("direct_debit", { iban: "de89 3704 0044 0532 0130 00" })).toEqual({
      type: "Invoice",
      directDebit: { bankAccount: "DE89370400440532013000", bankCode: undefined },
    })
    expect(paymentFor("account", {})).toEqual({ type: "Account", account: { profileNo: 1 } })
    expect(paymentFor("pay_in_x", {})).toEqual({ type: "PayinX" })
    expect(paymentFor("b2b_invoice", {})).toEqual({ type: "Invoice" })
  })
})

describe("personal data after acceptance", () => {
  it("drops birth date, identification number and IBAN, keeping the IBAN's last four digits", () => {
    const data = {
      session_id: "payses_1",
      order_number: "payses_1",
      method: "direct_debit",
      riverty_payment_type: "Invoice",
      birth_date: "1980-05-17",
      identification_number: "800101-1231",
      iban: "DE89 3704 0044 0532 0130 00",
      salutation: "Mrs",
    } as RivertySessionData
    const kept = withoutPersonalData(data)
    expect(kept).not.toHaveProperty("birth_date")
    expect(kept).not.toHaveProperty("identification_number")
    expect(kept).not.toHaveProperty("iban")
    expect(kept).toMatchObject({ iban_last4: "3000", salutation: "Mrs", order_number: "payses_1" })
    expect(data.birth_date).toBe("1980-05-17")
  })
})
