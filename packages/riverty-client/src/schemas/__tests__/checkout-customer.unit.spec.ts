import { checkoutCustomerSchema, deliveryCustomerSchema, riskDataSchema, validateRequest } from ".."
import { refused as messages } from "./fixtures"

const person = (extra: Record<string, unknown> = {}) => ({
  customerCategory: "Person",
  firstName: "Astrid",
  lastName: "Svensson",
  birthDate: "1999-01-02",
  address: { street: "Gütersloher Straße", streetNumber: "123", postalCode: "33415", postalPlace: "Verl", countryCode: "DE" },
  ...extra,
})

const company = (country: string, extra: Record<string, unknown> = {}) => ({
  customerCategory: "Company",
  companyName: "Muster GmbH",
  vatId: "DE123456789",
  legalForm: "GmbH",
  address: { street: "Hauptstraße", postalCode: "1010", countryCode: country },
  ...extra,
})

describe("checkout customer", () => {
  it("accepts the documentation persona", () => {
    const result = checkoutCustomerSchema.safeParse(person({ email: "astrid.svensson@example.com", salutation: "Mrs" }))
    expect(result.success).toBe(true)
  })

  it("truncates a 51-character first name (and last name) to 50", () => {
    const parsed = checkoutCustomerSchema.parse(person({ firstName: "F".repeat(51), lastName: "L".repeat(60) }))
    expect(parsed.firstName).toBe("F".repeat(50))
    expect(parsed.lastName).toBe("L".repeat(50))
  })

  it("truncates companyName to 255", () => {
    const parsed = checkoutCustomerSchema.parse(company("DE", { companyName: "C".repeat(300) }))
    expect(parsed.companyName).toHaveLength(255)
  })

  it("refuses an unknown country code with the field path", () => {
    const [message, ...rest] = messages(checkoutCustomerSchema, person({ address: { countryCode: "XX" } }))
    expect(rest).toHaveLength(0)
    expect(message).toMatchObject({
      type: "BusinessError",
      code: "400.004",
      fieldReference: "address.countryCode",
      actionCode: "Unavailable",
    })
  })

  it("normalises phone and mobile phone to international format with the address country", () => {
    const parsed = checkoutCustomerSchema.parse(person({ phone: "(0)176 / 1234-5678", mobilePhone: "0049 30 1234567" }))
    expect(parsed.phone).toBe("+4917612345678")
    expect(parsed.mobilePhone).toBe("+49301234567")
    const se = checkoutCustomerSchema.parse(person({ address: { countryCode: "SE" }, mobilePhone: "070-123 45 67" }))
    expect(se.mobilePhone).toBe("+46701234567")
  })

  it("refuses a 17-digit phone after normalisation with 400.005", () => {
    const [message] = messages(checkoutCustomerSchema, person({ phone: "12345678901234567" }))
    expect(message).toMatchObject({ code: "400.005", fieldReference: "phone" })
  })

  it("refuses a phone without digits with 400.004", () => {
    const [message] = messages(checkoutCustomerSchema, person({ mobilePhone: "n/a" }))
    expect(message).toMatchObject({ code: "400.004", fieldReference: "mobilePhone" })
  })

  it("requires birthDate for a person but not for a company or a delivery customer", () => {
    const [message] = messages(checkoutCustomerSchema, person({ birthDate: undefined }))
    expect(message).toMatchObject({ code: "400.002", fieldReference: "birthDate" })
    expect(checkoutCustomerSchema.safeParse(company("DE")).success).toBe(true)
    expect(deliveryCustomerSchema.safeParse(person({ birthDate: undefined })).success).toBe(true)
  })

  it("refuses a birth date that is not yyyy-MM-dd or not a real day", () => {
    expect(messages(checkoutCustomerSchema, person({ birthDate: "02.01.1999" }))[0]).toMatchObject({ code: "400.004" })
    expect(messages(checkoutCustomerSchema, person({ birthDate: "1999-02-30" }))[0]).toMatchObject({
      fieldReference: "birthDate",
    })
  })

  it("requires customerCategory from Company, Person", () => {
    const missing = messages(checkoutCustomerSchema, { firstName: "A" })
    expect(missing[0]).toMatchObject({ code: "400.002", fieldReference: "customerCategory" })
    expect(messages(checkoutCustomerSchema, person({ customerCategory: "Alien" }))[0].code).toBe("400.004")
  })

  it.each([
    ["DE", ["companyName", "vatId", "legalForm"]],
    ["AT", ["companyName", "vatId", "legalForm"]],
    ["CH", ["companyName", "vatId", "legalForm"]],
    ["NL", ["companyName"]],
    ["BE", ["companyName"]],
    ["SE", []],
  ])("B2B in %s requires %j", (country, required) => {
    const result = validateRequest(
      checkoutCustomerSchema,
      company(country, { companyName: undefined, vatId: undefined, legalForm: undefined }),
    )
    const refs = result.success ? [] : result.messages.map((m) => m.fieldReference)
    expect(refs.sort()).toEqual([...required].sort())
    if (!result.success) expect(result.messages.every((m) => m.code === "400.002")).toBe(true)
  })

  it("enforces the maxima of identificationNumber, email, vatId and address fields", () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ identificationNumber: "1".repeat(21) }, "identificationNumber"],
      [{ email: `${"e".repeat(250)}@x.com` }, "email"],
      [{ customerNumber: "c".repeat(101) }, "customerNumber"],
      [{ address: { postalCode: "12345678901", countryCode: "DE" } }, "address.postalCode"],
      [{ address: { streetNumber: "12345678901", countryCode: "DE" } }, "address.streetNumber"],
      [{ address: { careOf: "c".repeat(51), countryCode: "DE" } }, "address.careOf"],
    ]
    for (const [extra, ref] of cases) {
      expect(messages(checkoutCustomerSchema, person(extra))[0]).toMatchObject({ code: "400.005", fieldReference: ref })
    }
  })

  it("accepts only the documented languages, salutations and distribution types", () => {
    expect(checkoutCustomerSchema.safeParse(person({ conversationLanguage: "SV", salutation: "Miss", distributionType: "Sms" })).success).toBe(true)
    expect(messages(checkoutCustomerSchema, person({ conversationLanguage: "SE" }))[0].fieldReference).toBe("conversationLanguage")
    expect(messages(checkoutCustomerSchema, person({ salutation: "Diverse" }))[0].fieldReference).toBe("salutation")
    expect(messages(checkoutCustomerSchema, person({ distributionType: "Email" }))[0].fieldReference).toBe("distributionType")
  })
})

describe("risk data", () => {
  it.each([["-10000"], [10000], ["0"], ["a"], ["Z"], [-5.5]])("accepts customerIndividualScore %j", (score) => {
    expect(riskDataSchema.safeParse({ customerIndividualScore: score }).success).toBe(true)
  })

  it.each([["10001"], [-10001], ["ab"], ["1e3"], [""], ["ä"]])("refuses customerIndividualScore %j with 400.003", (score) => {
    const [message] = messages(riskDataSchema, { customerIndividualScore: score })
    expect(message).toMatchObject({ code: "400.003", fieldReference: "customerIndividualScore" })
  })

  it("limits customerCardClassification to 1..5 in DE, AT and CH only", () => {
    for (const value of ["1", "5"]) {
      expect(checkoutCustomerSchema.safeParse(person({ riskData: { customerCardClassification: value } })).success).toBe(true)
    }
    for (const value of ["0", "6", "gold"]) {
      const [message] = messages(checkoutCustomerSchema, person({ riskData: { customerCardClassification: value } }))
      expect(message).toMatchObject({ code: "400.003", fieldReference: "riskData.customerCardClassification" })
    }
    const nl = person({ address: { countryCode: "NL" }, riskData: { customerCardClassification: "gold" } })
    expect(checkoutCustomerSchema.safeParse(nl).success).toBe(true)
  })

  it("checks date-time and date formats", () => {
    expect(riskDataSchema.safeParse({ customerSince: "2020-01-01T10:00:00.1234567+01:00" }).success).toBe(true)
    expect(riskDataSchema.safeParse({ customerSince: "2020-01-01T10:00:00Z" }).success).toBe(true)
    expect(riskDataSchema.safeParse({ customerSince: "2020-01-01T10:00:00.12345678Z" }).success).toBe(false)
    expect(riskDataSchema.safeParse({ customerSince: "2020-01-01 10:00:00" }).success).toBe(false)
    expect(riskDataSchema.safeParse({ customerCardSince: "2020-01-01" }).success).toBe(false)
    expect(riskDataSchema.safeParse({ lastChangeDateEmail: "2020-13-01" }).success).toBe(false)
    expect(riskDataSchema.safeParse({ verifiedCustomerIdentificationDate: "2024-02-29" }).success).toBe(true)
  })

  it("enforces maxima, integers, the acquisition channel and URL-safe tracking ids", () => {
    expect(messages(riskDataSchema, { userAgent: "u".repeat(4097) })[0].code).toBe("400.005")
    expect(messages(riskDataSchema, { ipAddress: "1".repeat(40) })[0].code).toBe("400.005")
    expect(messages(riskDataSchema, { numberOfLogins: 1.5 })[0].fieldReference).toBe("numberOfLogins")
    expect(messages(riskDataSchema, { acquisitionChannel: "Tv" })[0].fieldReference).toBe("acquisitionChannel")
    expect(messages(riskDataSchema, { profileTrackingId: "a/b" })[0].fieldReference).toBe("profileTrackingId")
    expect(riskDataSchema.safeParse({ profileTrackingId: "0b7e2c5e-8d3a-4d5b-9f5e-1c2d3e4f5a6b" }).success).toBe(true)
  })
})
