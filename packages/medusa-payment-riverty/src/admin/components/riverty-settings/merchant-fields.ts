/**
 * The onboarding form's inputs, each named by its path in Riverty's merchant body
 * (packages/riverty-client/src/schemas/merchants.ts), so a 400 naming `shop.contract.iban` lands next to that input.
 */
export const MERCHANT_FIELD_GROUPS: ReadonlyArray<{ title: string; fields: ReadonlyArray<{ path: string; label: string; hint?: string }> }> = [
  {
    title: "Merchant",
    fields: [
      { path: "legalName", label: "Legal name" },
      { path: "companyRegistrationNumber", label: "Company registration number" },
      { path: "courtRegistrationCity", label: "Court registration city", hint: "Required for merchants registered in DE" },
      { path: "vatNumber", label: "VAT number" },
      { path: "registeredAddress.street", label: "Street" },
      { path: "registeredAddress.houseNumber", label: "House number" },
      { path: "registeredAddress.postalCode", label: "Postal code" },
      { path: "registeredAddress.city", label: "City" },
      { path: "registeredAddress.country", label: "Country", hint: "Two letters, e.g. DE" },
      { path: "primaryContact.firstName", label: "Contact first name" },
      { path: "primaryContact.lastName", label: "Contact last name" },
      { path: "primaryContact.email", label: "Contact email" },
    ],
  },
  {
    title: "Shop",
    fields: [
      { path: "shop.name", label: "Shop name" },
      { path: "shop.url", label: "Shop URL" },
      { path: "shop.marketCountry", label: "Market country", hint: "Two letters, e.g. DE" },
      { path: "shop.industryCode", label: "Industry code" },
      { path: "shop.industryCodeStandard", label: "Industry code standard", hint: "e.g. Mcc" },
      { path: "shop.operationalContact.firstName", label: "Operations first name" },
      { path: "shop.operationalContact.lastName", label: "Operations last name" },
      { path: "shop.operationalContact.email", label: "Operations email" },
    ],
  },
  {
    title: "Contract",
    fields: [
      { path: "shop.contract.partnerReference", label: "Partner reference", hint: "Onboarding runs once per partner reference" },
      { path: "shop.contract.agreementId", label: "Agreement id" },
      { path: "shop.contract.iban", label: "IBAN" },
    ],
  },
]

export const MERCHANT_FIELDS = MERCHANT_FIELD_GROUPS.flatMap((group) => group.fields.map((field) => field.path))
