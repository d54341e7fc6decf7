import type { RunningEmulator } from "riverty-emulator"
import { emulator } from "./helpers/emulator"
import { itEmulatorOnly } from "./helpers/target"
import { authorizeBody } from "./helpers/fixtures"
import { raw, type RawOptions } from "./helpers/raw"

/**
 * Plain HTTP with literal expectations (facts file §4.4-4.6, §6, §7): the client's schemas are
 * the emulator's too, so a check through the client would compare the emulator with itself.
 */
let emu: RunningEmulator

beforeAll(async () => {
  emu = await emulator()
})
afterAll(() => emu.stop())

const wire = () => raw(emu)
const post = (path: string, body: unknown, options?: RawOptions) => wire().post("checkout", `/api/v3${path}`, body, options)
const get = (path: string, options?: RawOptions) => wire().get("checkout", `/api/v3${path}`, options)

type Plan = Record<string, number>

describe("installment plans", () => {
  it("reproduces Riverty's worked example: 185 EUR in 3, 6 and 9 with the rounding on the last instalment", async () => {
    const res = await post("/lookup/installment-plans", { amount: 185, currency: "EUR", countryCode: "DE" })
    expect(res.status).toBe(200)
    const plans = res.body.availableInstallmentPlans as Plan[]
    const pick = (n: number) => plans.find((p) => p.numberOfInstallments === n)
    expect(pick(3)).toMatchObject({ installmentAmount: 61.67, lastInstallmentAmount: 61.66, interestRate: 0, installmentProfileNumber: 1, totalAmount: 185 })
    expect(pick(6)).toMatchObject({ installmentAmount: 30.84, lastInstallmentAmount: 30.8, installmentProfileNumber: 2 })
    expect(pick(9)).toMatchObject({ installmentAmount: 20.56, lastInstallmentAmount: 20.52, installmentProfileNumber: 3 })
    for (const plan of plans) {
      // Every value is a JSON number on the wire, not a numeric string.
      for (const field of ["numberOfInstallments", "installmentAmount", "lastInstallmentAmount", "interestRate", "totalAmount", "installmentProfileNumber"]) {
        expect(typeof plan[field]).toBe("number")
      }
      const sum = Math.round(((plan.numberOfInstallments - 1) * plan.installmentAmount + plan.lastInstallmentAmount) * 100) / 100
      expect(sum).toBe(plan.totalAmount)
      expect(plan.totalAmount).toBeCloseTo(185 + (plan.totalInterestAmount ?? 0), 2)
    }
    const interest = plans.find((p) => p.interestRate > 0)
    expect(interest?.totalInterestAmount).toBeGreaterThan(0)
    expect(interest?.effectiveAnnualPercentageRate).toBeGreaterThan(Number(interest?.interestRate))
  })

  it("offers none for a small basket or a country without installments", async () => {
    const small = await post("/lookup/installment-plans", { amount: 20, countryCode: "DE" })
    expect([small.status, small.body.availableInstallmentPlans]).toEqual([200, []])
    const nl = await post("/lookup/installment-plans", { amount: 500, countryCode: "NL" }, { country: "NL" })
    expect([nl.status, nl.body.availableInstallmentPlans]).toEqual([200, []])
  })
})

describe("customer lookup (Nordics)", () => {
  const lookup = (body: Record<string, unknown>, country: string) => post("/lookup/customer", body, { country })

  itEmulatorOnly("finds a Swedish person by SSN with full and masked fields", async () => {
    const res = await lookup({ identificationNumber: "800101-1231", countryCode: "SE" }, "SE")
    expect(res.status).toBe(200)
    expect(res.body.userProfiles).toHaveLength(1)
    const p = res.body.userProfiles[0]
    expect(p).toMatchObject({ firstName: "Sven", lastName: "Svensson", maskedFirstName: "S***", languageCode: "SV" })
    expect(p.maskedMobileNumber).toMatch(/^\*+567$/)
    expect(p.addressList[0]).toMatchObject({ street: "Drottninggatan", postalCode: "11151", city: "Stockholm", countryCode: "SE" })
    expect(p.addressList[0].maskedStreet).toMatch(/^D\*+ 12$/)
  })

  itEmulatorOnly("finds a Norwegian person by mobile number and postal code (full and masked); by a mobile number alone elsewhere masked only", async () => {
    const res = await lookup({ mobilePhone: "+47 912 34 567", postalCode: "0154", countryCode: "NO" }, "NO")
    expect(res.status).toBe(200)
    const p = res.body.userProfiles[0]
    expect(p.maskedLastName).toBe("N*******")
    expect(p).toMatchObject({ firstName: "Ola", lastName: "Nordmann" })
    expect(p.addressList[0]).toMatchObject({ street: "Karl Johans gate", streetNumber: "5", postalCode: "0154", city: "Oslo" })
    // Norway refuses a mobile number without the postal code (rules-lookups.spec.ts); Sweden answers masked.
    const phoneOnly = (await lookup({ mobilePhone: "+46709876543", countryCode: "SE" }, "SE")).body.userProfiles[0]
    expect(phoneOnly.maskedLastName).toBe("A********")
    expect(phoneOnly.firstName ?? undefined).toBeUndefined()
    expect(phoneOnly.addressList?.[0]?.street ?? undefined).toBeUndefined()
    const wrongPostal = await lookup({ mobilePhone: "+4791234567", postalCode: "5003", countryCode: "NO" }, "NO")
    expect([wrongPostal.status, wrongPostal.body.userProfiles]).toEqual([200, []])
  })

  it("finds a company by organization number without a postal code", async () => {
    const res = await lookup({ identificationNumber: "5599000014", customerCategory: "Company" }, "SE")
    expect(res.status).toBe(200)
    const address = res.body.userProfiles[0].addressList[0]
    expect(address.companyName).toBe("Testbolaget AB")
    expect(address.postalCode ?? undefined).toBeUndefined()
    expect(address.maskedPostalCode ?? undefined).toBeUndefined()
  })
})

describe("validation", () => {
  const person = (address: Record<string, string>, birthDate = "1999-01-02") => ({ customer: { customerCategory: "Person", birthDate, address } })

  it("returns a corrected address for fixable faults", async () => {
    const res = await post("/validate/address", person({ street: "Gütersloher Str. 123", postalCode: "33 415", postalPlace: "VERL", countryCode: "DE" }))
    expect(res.status).toBe(200)
    expect(res.body.isValid).toBe(true)
    expect(res.body.correctedAddress).toMatchObject({ street: "Gütersloher Straße", streetNumber: "123", postalCode: "33415", postalPlace: "Verl" })
    const nl = await post(
      "/validate/address",
      person({ street: "Straatnaam", streetNumber: "1", postalCode: "1111 aa", postalPlace: "Amsterdam", countryCode: "NL" }, "1987-07-28"),
      { country: "NL" },
    )
    expect(nl.status).toBe(200)
    expect(nl.body.correctedAddress).toMatchObject({ postalCode: "1111AA", postalPlace: "Diemen" })
  })

  it("marks an address with unfixable faults invalid, naming the field", async () => {
    const res = await post("/validate/address", person({ street: "Hauptstraße", streetNumber: "1", postalCode: "1234", postalPlace: "Berlin", countryCode: "DE" }))
    expect(res.status).toBe(200)
    expect(res.body.isValid).toBe(false)
    // The facts file infers the array's name (riskCheckMessages) from validate bank-account.
    expect(res.body.riskCheckMessages[0]).toMatchObject({ code: "400.004", fieldReference: "customer.address.postalCode" })
  })

  it("checks IBANs with their real checksum and issues a token usable for direct debit", async () => {
    const bank = (body: Record<string, unknown>, country = "DE") => post("/validate/bank-account", body, { country })
    const valid = await bank({ bankAccount: "DE75512108001245126199" })
    expect([valid.status, valid.body.isValid]).toEqual([200, true])
    expect((await bank({ bankAccount: "NL91 ABNA 0417 1643 00", bankCode: "ABNANL2A" }, "NL")).body.isValid).toBe(true)
    const bad = await bank({ bankAccount: "DE75512108001245126198" })
    expect([bad.status, bad.body.isValid]).toEqual([200, false])
    expect(bad.body.riskCheckMessages[0].fieldReference).toBe("bankAccount")
    const badBic = await bank({ bankAccount: "DE75512108001245126199", bankCode: "ABCDZZ12" })
    expect(badBic.body.isValid).toBe(false)
    expect(badBic.body.riskCheckMessages[0].fieldReference).toBe("bankCode")
    expect((await bank({ bankAccount: "1234567890", bankCode: "51210800" })).body.isValid).toBe(true)

    const tokenised = await bank({ bankAccount: "DE75512108001245126199", createToken: true })
    expect(tokenised.body.token).toEqual(expect.any(String))
    const auth = await post(
      "/checkout/authorize",
      authorizeBody({ payment: { type: "Invoice", directDebit: { bankAccount: "DE00000000000000000000", token: String(tokenised.body.token) } } }),
    )
    expect([auth.status, auth.body.outcome]).toEqual([200, "Accepted"])
  })
})

describe("customer update", () => {
  it("updates the distribution of a known customer and refuses an unknown one", async () => {
    const res = await post("/checkout/authorize", authorizeBody())
    const customerNumber = String(res.body.customer.customerNumber)
    const updated = await wire().patch("checkout", `/api/v3/customers/${customerNumber}/updateCustomer`, { distributionType: "Email", email: "new@example.com" })
    // Facts §6: 200 with `{}`.
    expect([updated.status, updated.body]).toEqual([200, {}])
    const unknown = await wire().patch("checkout", "/api/v3/customers/NOPE-1/updateCustomer", { distributionType: "Paper" })
    expect(unknown.status).toBe(404)
  })
})

describe("customer account (fast-track)", () => {
  const application = (firstName: string, limit: number) => ({
    accountLimit: limit,
    customer: { firstName, lastName: "Berg", category: "Person", currency: "SEK", organizationPersonalNo: "850315-4562" },
    countryCode: "SE",
    conversationLanguage: "SV",
  })
  const SE = { country: "SE" }

  itEmulatorOnly("opens an account, tracks purchases against the limit and finds it by SSN", async () => {
    const applied = await post("/customer-account", application("Anna", 1000), SE)
    expect([applied.status, applied.body.outcome]).toEqual([200, "Accepted"])
    const accountNumber = String(applied.body.account.accountNumber)
    const event = (totalAmount: number, eventType = "Purchase") =>
      post(`/customer-account/${accountNumber}/event`, { eventType, time: "2025-01-01T10:00:00Z", currency: "SEK", totalAmount, countryCode: "SE", conversationLanguage: "SV" }, SE)
    const first = await event(600)
    expect([first.status, first.body.eventAdded]).toEqual([200, true])
    const over = await event(500)
    expect(over.body).toMatchObject({ eventAdded: false, outcome: "Rejected" })
    expect(over.body.riskCheckMessages[0].code).toBe("200.903")
    const limit = await get(`/customer-account/${accountNumber}/credit-limit`, SE)
    expect(limit.status).toBe(200)
    expect(limit.body).toMatchObject({ remainingCreditLimit: 400, balance: 600, isOpenForNewTransactions: true })
    await event(100, "Withdrawal")
    expect((await get(`/customer-account/${accountNumber}/credit-limit`, SE)).body.remainingCreditLimit).toBe(500)
    const found = await get("/customer-account/850315-4562", SE)
    expect([found.status, found.body.account.accountNumber]).toEqual([200, accountNumber])
    const seeded = await get("/customer-account/800101-1231", SE)
    expect(seeded.body.account.accountNumber).toBe("ACC-000001")
  })

  it("applies the personas to applications", async () => {
    const rejected = await post("/customer-account", application("Reject", 1000), SE)
    expect([rejected.status, rejected.body.outcome]).toEqual([200, "Rejected"])
    expect(rejected.body.riskCheckMessages[0].code).toBe("200.901")
    const unknown = await get("/customer-account/ACC-999999/credit-limit", SE)
    expect(unknown.status).toBe(404)
  })
})

describe("version and status", () => {
  it("reports the service version and that it is up", async () => {
    const version = await get("/version")
    expect(version.status).toBe(200)
    expect(version.body.version).toMatch(/^\d+\.\d+\.\d+/)
    expect((await get("/status")).status).toBe(200)
  })
})
