import type { RivertyClient } from "../../src/riverty"
import type { RunningEmulator } from "../../src/emulator"
import { clientFor, emulator } from "./helpers/emulator"
import { failure } from "./helpers/errors"
import { authorizeBody } from "./helpers/fixtures"

let emu: RunningEmulator
let client: RivertyClient

beforeAll(async () => {
  emu = await emulator()
  client = clientFor(emu)
})
afterAll(() => emu.stop())

describe("installment plans", () => {
  it("reproduces Riverty's worked example: 185 EUR in 3, 6 and 9 with the rounding on the last instalment", async () => {
    const res = await client.lookup.installmentPlans({ amount: 185, currency: "EUR", countryCode: "DE" })
    const plans = res.availableInstallmentPlans
    const pick = (n: number) => plans.find((p) => p.numberOfInstallments === n)
    expect(pick(3)).toMatchObject({ installmentAmount: 61.67, lastInstallmentAmount: 61.66, interestRate: 0, installmentProfileNumber: 1, totalAmount: 185 })
    expect(pick(6)).toMatchObject({ installmentAmount: 30.84, lastInstallmentAmount: 30.8, installmentProfileNumber: 2 })
    expect(pick(9)).toMatchObject({ installmentAmount: 20.56, lastInstallmentAmount: 20.52, installmentProfileNumber: 3 })
    for (const plan of plans) {
      const sum = Math.round(((plan.numberOfInstallments - 1) * plan.installmentAmount + Number(plan.lastInstallmentAmount)) * 100) / 100
      expect(sum).toBe(plan.totalAmount)
      expect(Number(plan.totalAmount)).toBeCloseTo(185 + Number(plan.totalInterestAmount), 2)
    }
    const interest = plans.find((p) => Number(p.interestRate) > 0)
    expect(Number(interest?.totalInterestAmount)).toBeGreaterThan(0)
    expect(Number(interest?.effectiveAnnualPercentageRate)).toBeGreaterThan(Number(interest?.interestRate))
  })

  it("offers none for a small basket or a country without installments", async () => {
    expect((await client.lookup.installmentPlans({ amount: 20, countryCode: "DE" })).availableInstallmentPlans).toEqual([])
    expect((await client.lookup.installmentPlans({ amount: 500, countryCode: "NL" })).availableInstallmentPlans).toEqual([])
  })
})

describe("customer lookup (Nordics)", () => {
  it("finds a Swedish person by SSN with full and masked fields", async () => {
    const res = await client.lookup.customer({ identificationNumber: "800101-1231", countryCode: "SE" }, { country: "SE" })
    expect(res.userProfiles).toHaveLength(1)
    const p = res.userProfiles?.[0]
    expect(p).toMatchObject({ firstName: "Sven", lastName: "Svensson", maskedFirstName: "S***", languageCode: "SV" })
    expect(p?.maskedMobileNumber).toMatch(/^\*+567$/)
    expect(p?.addressList?.[0]).toMatchObject({ street: "Drottninggatan", postalCode: "11151", city: "Stockholm", countryCode: "SE" })
    expect(p?.addressList?.[0]?.maskedStreet).toMatch(/^D\*+ 12$/)
  })

  it("finds a Norwegian person by mobile number and postal code (full and masked); by a mobile number alone elsewhere masked only", async () => {
    const res = await client.lookup.customer({ mobilePhone: "+47 912 34 567", postalCode: "0154", countryCode: "NO" }, { country: "NO" })
    const p = res.userProfiles?.[0]
    expect(p?.maskedLastName).toBe("N*******")
    expect(p).toMatchObject({ firstName: "Ola", lastName: "Nordmann" })
    expect(p?.addressList?.[0]).toMatchObject({ street: "Karl Johans gate", streetNumber: "5", postalCode: "0154", city: "Oslo" })
    // Norway refuses a mobile number without the postal code (rules-lookups.spec.ts); Sweden answers masked.
    const phoneOnly = (await client.lookup.customer({ mobilePhone: "+46709876543", countryCode: "SE" }, { country: "SE" })).userProfiles?.[0]
    expect(phoneOnly?.maskedLastName).toBe("A********")
    expect(phoneOnly?.firstName ?? undefined).toBeUndefined()
    expect(phoneOnly?.addressList?.[0]?.street ?? undefined).toBeUndefined()
    const wrongPostal = await client.lookup.customer({ mobilePhone: "+4791234567", postalCode: "5003", countryCode: "NO" }, { country: "NO" })
    expect(wrongPostal.userProfiles).toEqual([])
  })

  it("finds a company by organization number without a postal code", async () => {
    const res = await client.lookup.customer({ identificationNumber: "5599000014", customerCategory: "Company" }, { country: "SE" })
    const address = res.userProfiles?.[0]?.addressList?.[0]
    expect(address?.companyName).toBe("Testbolaget AB")
    expect(address?.postalCode ?? undefined).toBeUndefined()
    expect(address?.maskedPostalCode ?? undefined).toBeUndefined()
  })
})

describe("validation", () => {
  it("returns a corrected address for fixable faults", async () => {
    const res = await client.validate.address({
      customer: {
        customerCategory: "Person",
        birthDate: "1999-01-02",
        address: { street: "Gütersloher Str. 123", postalCode: "33 415", postalPlace: "VERL", countryCode: "DE" },
      },
    })
    expect(res.isValid).toBe(true)
    expect(res.correctedAddress).toMatchObject({ street: "Gütersloher Straße", streetNumber: "123", postalCode: "33415", postalPlace: "Verl" })
    const nl = await client.validate.address({
      customer: { customerCategory: "Person", birthDate: "1987-07-28", address: { street: "Straatnaam", streetNumber: "1", postalCode: "1111 aa", postalPlace: "Amsterdam", countryCode: "NL" } },
    })
    expect(nl.correctedAddress).toMatchObject({ postalCode: "1111AA", postalPlace: "Diemen" })
  })

  it("marks an address with unfixable faults invalid, naming the field", async () => {
    const res = await client.validate.address({
      customer: { customerCategory: "Person", birthDate: "1999-01-02", address: { street: "Hauptstraße", streetNumber: "1", postalCode: "1234", postalPlace: "Berlin", countryCode: "DE" } },
    })
    expect(res.isValid).toBe(false)
    expect(res.riskCheckMessages?.[0]).toMatchObject({ code: "400.004", fieldReference: "customer.address.postalCode" })
  })

  it("checks IBANs with their real checksum and issues a token usable for direct debit", async () => {
    expect((await client.validate.bankAccount({ bankAccount: "DE75512108001245126199" })).isValid).toBe(true)
    expect((await client.validate.bankAccount({ bankAccount: "NL91 ABNA 0417 1643 00", bankCode: "ABNANL2A" })).isValid).toBe(true)
    const bad = await client.validate.bankAccount({ bankAccount: "DE75512108001245126198" })
    expect(bad.isValid).toBe(false)
    expect(bad.riskCheckMessages?.[0]?.fieldReference).toBe("bankAccount")
    const badBic = await client.validate.bankAccount({ bankAccount: "DE75512108001245126199", bankCode: "ABCDZZ12" })
    expect(badBic.isValid).toBe(false)
    expect(badBic.riskCheckMessages?.[0]?.fieldReference).toBe("bankCode")
    expect((await client.validate.bankAccount({ bankAccount: "1234567890", bankCode: "51210800" })).isValid).toBe(true)

    const tokenised = await client.validate.bankAccount({ bankAccount: "DE75512108001245126199", createToken: true })
    expect(tokenised.token).toEqual(expect.any(String))
    const auth = await client.checkout.authorize(
      authorizeBody({ payment: { type: "Invoice", directDebit: { bankAccount: "DE00000000000000000000", token: String(tokenised.token) } } }),
    )
    expect(auth.outcome).toBe("Accepted")
  })
})

describe("customer update", () => {
  it("updates the distribution of a known customer and refuses an unknown one", async () => {
    const res = await client.checkout.authorize(authorizeBody())
    const customerNumber = String(res.customer?.customerNumber)
    await client.checkout.updateCustomer(customerNumber, { distributionType: "Email", email: "new@example.com" }, { country: "DE" })
    const unknown = await failure(() => client.checkout.updateCustomer("NOPE-1", { distributionType: "Paper" }, { country: "DE" }))
    expect(unknown.kind).toBe("not_found")
  })
})

describe("customer account (fast-track)", () => {
  const application = (firstName: string, limit: number) => ({
    accountLimit: limit,
    customer: { firstName, lastName: "Berg", category: "Person" as const, currency: "SEK" as const, organizationPersonalNo: "850315-4562" },
    countryCode: "SE" as const,
    conversationLanguage: "SV" as const,
  })

  it("opens an account, tracks purchases against the limit and finds it by SSN", async () => {
    const applied = await client.customerAccount.apply(application("Anna", 1000), { country: "SE" })
    expect(applied.outcome).toBe("Accepted")
    const accountNumber = String(applied.account?.accountNumber)
    const event = (totalAmount: number, eventType: "Purchase" | "Withdrawal" = "Purchase") =>
      client.customerAccount.addEvent(
        accountNumber,
        { eventType, time: "2025-01-01T10:00:00Z", currency: "SEK", totalAmount, countryCode: "SE", conversationLanguage: "SV" },
        { country: "SE" },
      )
    expect((await event(600)).eventAdded).toBe(true)
    const over = await event(500)
    expect(over).toMatchObject({ eventAdded: false, outcome: "Rejected" })
    expect(over.riskCheckMessages?.[0]?.code).toBe("200.903")
    expect(await client.customerAccount.getCreditLimit(accountNumber, { country: "SE" })).toMatchObject({
      remainingCreditLimit: 400,
      balance: 600,
      isOpenForNewTransactions: true,
    })
    await event(100, "Withdrawal")
    expect((await client.customerAccount.getCreditLimit(accountNumber, { country: "SE" })).remainingCreditLimit).toBe(500)
    const found = await client.customerAccount.findBySsn("850315-4562", { country: "SE" })
    expect(found.account?.accountNumber).toBe(accountNumber)
    const seeded = await client.customerAccount.findBySsn("800101-1231", { country: "SE" })
    expect(seeded.account?.accountNumber).toBe("ACC-000001")
  })

  it("applies the personas to applications", async () => {
    const rejected = await client.customerAccount.apply(application("Reject", 1000), { country: "SE" })
    expect(rejected.outcome).toBe("Rejected")
    expect(rejected.riskCheckMessages?.[0]?.code).toBe("200.901")
    const unknown = await failure(() => client.customerAccount.getCreditLimit("ACC-999999", { country: "SE" }))
    expect(unknown.kind).toBe("not_found")
  })
})

describe("version and status", () => {
  it("reports the service version and that it is up", async () => {
    expect((await client.checkout.getVersion()).version).toMatch(/^\d+\.\d+\.\d+/)
    expect(await client.checkout.isUp()).toBe(true)
  })
})
