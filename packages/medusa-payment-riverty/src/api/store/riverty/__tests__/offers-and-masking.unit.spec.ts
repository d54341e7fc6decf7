import { providerOptionsOf } from "../../../../connection/__tests__/support/provider-options"
import { billingAddressOf, maskedCustomerOf } from "../customer-lookup/profile"
import { offerOf } from "../payment-methods/offers"

const options = (amountLimits?: unknown) =>
  providerOptionsOf({ apiKeys: { DE: "k" }, backendUrl: "http://localhost:9000", storefrontUrl: "http://localhost:8000" }, { amountLimits })

const RIVERTY = [
  { type: "Invoice", title: "Invoice - 14 days", directDebit: { available: false }, legalInfo: { requiresCustomerConsent: false, termsAndConditionsUrl: "https://t" } },
  { type: "Installment", installment: { availableInstallmentPlans: [{ numberOfInstallments: 3, installmentAmount: 10, installmentProfileNumber: 1 }] }, legalInfo: { requiresCustomerConsent: true, bgb507Url: "https://s" } },
]
const person = { country: "DE", category: "Person" as const, total: 120, options: options() }

describe("payment-methods offers", () => {
  it("maps Riverty's types to the region's methods, with legal info and fields", () => {
    expect(offerOf("pp_i", "invoice", RIVERTY, person)).toMatchObject({
      method: "invoice",
      title: "Invoice - 14 days",
      legal: { requires_consent: false, terms_url: "https://t" },
      fields: expect.arrayContaining([expect.objectContaining({ name: "birth_date", personal: true, input: "date" })]),
    })
    expect(offerOf("pp_n", "installments", RIVERTY, person)).toMatchObject({
      title: "Riverty Fixed Installments",
      legal: { requires_consent: true, secci_url: "https://s" },
      installment_plans: [expect.objectContaining({ installmentProfileNumber: 1 })],
    })
  })

  it("offers direct debit only where Riverty's invoice says it is available, and each method only to its category", () => {
    expect(offerOf("pp_d", "direct_debit", RIVERTY, person)).toBeUndefined()
    const available = [{ type: "Invoice", directDebit: { available: true } }]
    expect(offerOf("pp_d", "direct_debit", available, person)?.method).toBe("direct_debit")
    expect(offerOf("pp_b", "b2b_invoice", RIVERTY, person)).toBeUndefined()
    expect(offerOf("pp_b", "b2b_invoice", RIVERTY, { ...person, category: "Company" })?.method).toBe("b2b_invoice")
    expect(offerOf("pp_a", "account", RIVERTY, person)).toBeUndefined()
    expect(offerOf("pp_n", "installments", [{ type: "Installment", installment: { availableInstallmentPlans: [] } }], person)).toBeUndefined()
  })

  it("leaves out a method outside the provider's amountLimits and names its bounds", () => {
    const limited = { ...person, options: options({ DE: { max: 500, methods: { installments: { min: 150 } } } }) }
    expect(offerOf("pp_n", "installments", RIVERTY, limited)).toBeUndefined()
    expect(offerOf("pp_i", "invoice", RIVERTY, limited)).toMatchObject({ max_amount: 500 })
    expect(offerOf("pp_i", "invoice", RIVERTY, { ...limited, country: "SE" })?.max_amount).toBeUndefined()
  })
})

describe("customer lookup profile", () => {
  const sven = {
    firstName: "Sven",
    lastName: "Svensson",
    maskedFirstName: "S***",
    mobileNumber: "+46701234567",
    addressList: [{ street: "Drottninggatan", streetNumber: "12", postalCode: "11151", city: "Stockholm", countryCode: "SE" as const, maskedPostalCode: "***51" }],
  }

  it("shows a guest masked names and address only: Riverty's masked fields, else masked here", () => {
    const masked = maskedCustomerOf(sven, "SE")
    expect(masked).toEqual({
      first_name: "S***",
      last_name: "S*******",
      address: { address_1: "D************* 1*", postal_code: "***51", city: "S********", country_code: "se" },
    })
    expect(JSON.stringify(masked)).not.toMatch(/Sven|Svensson|Drottninggatan|11151|Stockholm/)
  })

  // Riverty marks every masked twin optional. Each left out (or sent unmasked) in turn: the guest
  // still sees that field masked, never the value the lookup returned.
  const full = {
    firstName: "Sven",
    lastName: "Svensson",
    maskedFirstName: "S***",
    maskedLastName: "S*******",
    mobileNumber: "+46701234567",
    maskedMobileNumber: "+4670*****67",
    addressList: [
      {
        street: "Drottninggatan",
        streetNumber: "12",
        postalCode: "11151",
        city: "Stockholm",
        companyName: "Svenssons Bygg",
        countryCode: "SE" as const,
        maskedStreet: "D************* 1*",
        maskedPostalCode: "***51",
        maskedCompanyName: "S******** B***",
      },
    ],
  }
  const expected = {
    first_name: "S***",
    last_name: "S*******",
    company_name: "S******** B***",
    address: { address_1: "D************* 1*", postal_code: "***51", city: "S********", country_code: "se" },
  }
  const raw = /Sven|Svensson|Drottninggatan|11151|Stockholm|Bygg|46701234567/
  const withAddress = (change: Record<string, unknown>) => ({ ...full, addressList: [{ ...full.addressList[0], ...change }] })
  const cases: Array<[string, Parameters<typeof maskedCustomerOf>[0]]> = [
    ["maskedFirstName left out", { ...full, maskedFirstName: undefined }],
    ["maskedLastName left out", { ...full, maskedLastName: undefined }],
    ["maskedStreet left out", withAddress({ maskedStreet: undefined })],
    ["maskedPostalCode left out", withAddress({ maskedPostalCode: undefined })],
    ["maskedCompanyName left out", withAddress({ maskedCompanyName: undefined })],
    ["every masked twin left out", { ...full, maskedFirstName: undefined, maskedLastName: undefined, maskedMobileNumber: undefined, addressList: [{ ...withAddress({ maskedStreet: undefined, maskedPostalCode: undefined, maskedCompanyName: undefined }).addressList[0] }] }],
    ["masked twins empty", { ...full, maskedFirstName: "", maskedLastName: "", addressList: [withAddress({ maskedStreet: "", maskedPostalCode: "", maskedCompanyName: "" }).addressList[0]] }],
    ["masked twins sent unmasked", { ...full, maskedFirstName: "Sven", maskedLastName: "Svensson", addressList: [withAddress({ maskedStreet: "Drottninggatan 12", maskedPostalCode: "11151", maskedCompanyName: "Svenssons Bygg" }).addressList[0]] }],
  ]
  it.each(cases)("masks what Riverty left unmasked (%s)", (_, profile) => {
    const answer = maskedCustomerOf(profile, "SE")
    expect(answer).toEqual(expected)
    expect(JSON.stringify(answer)).not.toMatch(raw)
  })

  it("keeps the full billing address for confirm, and none when Riverty sent only masked data", () => {
    expect(billingAddressOf(sven, "SE")).toEqual({
      first_name: "Sven",
      last_name: "Svensson",
      address_1: "Drottninggatan 12",
      postal_code: "11151",
      city: "Stockholm",
      phone: "+46701234567",
      country_code: "se",
    })
    expect(billingAddressOf({ maskedFirstName: "S***", addressList: [{ maskedStreet: "D*** 1*" }] }, "SE")).toBeUndefined()
  })
})
