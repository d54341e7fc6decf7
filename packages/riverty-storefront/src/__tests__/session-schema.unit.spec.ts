import { hasValidIbanChecksum, sessionDataSchema } from "../index.js"

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`)

describe("sessionDataSchema", () => {
  it("accepts a complete session for the country and parses the plan number", () => {
    const parsed = sessionDataSchema("installments", { countryCode: "DE" }).safeParse({
      birth_date: "1980-05-17",
      installment_profile_no: "3",
      iban: "DE89 3704 0044 0532 0130 00",
      profile_tracking_id: "0b6f2a55-2a1e-4f6b-9f57-6a0f3cf4a001",
    })
    expect(parsed.success).toBe(true)
    expect(parsed.data).toMatchObject({ installment_profile_no: 3 })
  })

  it("names each missing field the country requires", () => {
    const issues = issuesOf(sessionDataSchema("invoice", { countryCode: "se" }).safeParse({ phone: "" }))
    expect(issues).toEqual([
      "birth_date: birth_date is required for this payment method in SE",
      "identification_number: identification_number is required for this payment method in SE",
    ])
  })

  it("refuses a field the method does not take, as the provider does", () => {
    const issues = issuesOf(sessionDataSchema("invoice").safeParse({ birth_date: "1980-05-17", iban: "DE89370400440532013000" }))
    expect(issues.join()).toMatch(/iban/)
    const owned = issuesOf(sessionDataSchema("invoice").safeParse({ birth_date: "1980-05-17", riverty_outcome: "Accepted" }))
    expect(owned.join()).toMatch(/riverty_outcome/)
  })

  it("checks formats: birth date, IBAN check digits, tracking id characters", () => {
    expect(issuesOf(sessionDataSchema("invoice").safeParse({ birth_date: "17.05.1980" }))).toEqual(["birth_date: birth_date must be yyyy-MM-dd"])
    expect(issuesOf(sessionDataSchema("direct_debit").safeParse({ birth_date: "1980-05-17", iban: "DE89370400440532013001" }))).toEqual([
      "iban: iban is not a valid IBAN",
    ])
    const tracking = issuesOf(sessionDataSchema("b2b_invoice").safeParse({ company_name: "ACME", profile_tracking_id: "a&b" }))
    expect(tracking).toEqual(["profile_tracking_id: profile_tracking_id must not contain %, & or /"])
  })

  it("checks IBANs by their ISO 13616 check digits", () => {
    expect(hasValidIbanChecksum("DE89 3704 0044 0532 0130 00")).toBe(true)
    expect(hasValidIbanChecksum("NL91ABNA0417164300")).toBe(true)
    expect(hasValidIbanChecksum("NL91ABNA0417164301")).toBe(false)
    expect(hasValidIbanChecksum("not an iban")).toBe(false)
  })
})
