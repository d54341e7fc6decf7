import { checkAddress } from "../domain/address"
import { checkBankAccount, maskAccount } from "../domain/bank-account"
import { maskEmail, maskTail, maskWords } from "../domain/masking"
import { assessRisk } from "../domain/risk"

const NOW = Date.parse("2025-06-01T00:00:00Z")

describe("address check", () => {
  it("splits a house number out of the street and expands Str.", () => {
    const r = checkAddress({ street: "Hauptstr. 5a", postalCode: "10117", postalPlace: "berlin", countryCode: "DE" })
    expect(r.corrected).toMatchObject({ street: "Hauptstraße", streetNumber: "5", streetNumberAdditional: "A", postalPlace: "Berlin" })
    expect(r).toMatchObject({ isValid: true, changed: true })
  })

  it("leaves a correct address alone", () => {
    const r = checkAddress({ street: "Kungsgatan", streetNumber: "4", postalCode: "41119", postalPlace: "Göteborg", countryCode: "SE" })
    expect(r).toMatchObject({ isValid: true, changed: false })
  })

  it("reports what cannot be fixed with field references", () => {
    const r = checkAddress({ postalCode: "ABC", postalPlace: "Oslo", countryCode: "NO" })
    expect(r.isValid).toBe(false)
    expect(r.messages.map((m) => [m.code, m.fieldReference])).toEqual([
      ["400.002", "customer.address.street"],
      ["400.004", "customer.address.postalCode"],
    ])
  })
})

describe("bank account check", () => {
  it("accepts valid IBANs with spaces and refuses a wrong checksum", () => {
    expect(checkBankAccount("de75 5121 0800 1245 1261 99")).toEqual({ isValid: true, iban: "DE75512108001245126199" })
    expect(checkBankAccount("GB82WEST12345698765432").isValid).toBe(true)
    expect(checkBankAccount("GB82WEST12345698765433")).toMatchObject({ isValid: false, field: "bankAccount" })
  })

  it("needs a bank code with a national account number, and a well-formed BIC", () => {
    expect(checkBankAccount("1245126199")).toMatchObject({ isValid: false, field: "bankCode" })
    expect(checkBankAccount("1245126199", "51210800").isValid).toBe(true)
    expect(checkBankAccount("DE75512108001245126199", "XX")).toMatchObject({ isValid: false, field: "bankCode" })
  })

  it("masks accounts", () => {
    expect(maskAccount("DE75512108001245126199")).toBe("DE75**************6199")
  })
})

describe("masking", () => {
  it("keeps first letters, phone tails and mail domains", () => {
    expect(maskWords("Karl Johans gate 5")).toBe("K*** J***** g*** 5")
    expect(maskTail("+4791234567")).toBe("********567")
    expect(maskEmail("ola@example.no")).toBe("o**@example.no")
  })
})

describe("personas", () => {
  const base = { country: "DE", totalGrossCents: 10_000 }
  it.each([
    ["Reject", "200.901"],
    ["reject", "200.901"],
    ["Underage", "200.001"],
    ["ChargebackPresent", "200.912"],
    ["99", "200.903"],
  ])("%s -> %s", (firstName, code) => {
    const decision = assessRisk({ ...base, firstName }, NOW)
    expect(decision.outcome).toBe("Rejected")
    expect(decision.outcome === "Rejected" && decision.messages[0].code).toBe(code)
  })

  it("accepts ordinary names, a limit above the total, and adults", () => {
    expect(assessRisk({ ...base, firstName: "Accept" }, NOW).outcome).toBe("Accepted")
    expect(assessRisk({ ...base, firstName: "100" }, NOW).outcome).toBe("Accepted")
    expect(assessRisk({ ...base, firstName: "Eva", birthDate: "2007-05-31" }, NOW).outcome).toBe("Accepted")
    expect(assessRisk({ ...base, firstName: "Eva", birthDate: "2007-06-02" }, NOW).outcome).toBe("Rejected")
  })

  it("asks for SCA in DE/NL for the persona, and for SCAHigh / OTP item descriptions", () => {
    expect(assessRisk({ ...base, firstName: "StrongCustomerAuthentication" }, NOW).outcome).toBe("Pending")
    expect(assessRisk({ ...base, country: "AT", firstName: "StrongCustomerAuthentication" }, NOW).outcome).toBe("Accepted")
    expect(assessRisk({ ...base, country: "SE", itemDescriptions: ["SCAHigh"] }, NOW).outcome).toBe("Pending")
    expect(assessRisk({ ...base, country: "AT", itemDescriptions: ["OTP_REQUIRED_SMS"] }, NOW).outcome).toBe("Pending")
  })
})
