/**
 * The onboarding form's inputs, each named by its path in Riverty's merchant body
 * (packages/riverty-client/src/schemas/merchants.ts), so a 400 naming `shop.contract.iban` lands next to that input.
 * Titles, labels and hints are catalogue keys (src/admin/i18n).
 */
export const MERCHANT_FIELD_GROUPS: ReadonlyArray<{ title: string; fields: ReadonlyArray<{ path: string; label: string; hint?: string }> }> = [
  {
    title: "riverty.merchantForm.group.merchant",
    fields: [
      { path: "legalName", label: "riverty.merchantForm.field.legalName" },
      { path: "companyRegistrationNumber", label: "riverty.merchantForm.field.companyRegistrationNumber" },
      { path: "courtRegistrationCity", label: "riverty.merchantForm.field.courtRegistrationCity", hint: "riverty.merchantForm.hint.courtRegistrationCity" },
      { path: "vatNumber", label: "riverty.merchantForm.field.vatNumber" },
      { path: "registeredAddress.street", label: "riverty.merchantForm.field.street" },
      { path: "registeredAddress.houseNumber", label: "riverty.merchantForm.field.houseNumber" },
      { path: "registeredAddress.postalCode", label: "riverty.merchantForm.field.postalCode" },
      { path: "registeredAddress.city", label: "riverty.merchantForm.field.city" },
      { path: "registeredAddress.country", label: "riverty.fields.country", hint: "riverty.merchantForm.hint.countryCode" },
      { path: "primaryContact.firstName", label: "riverty.merchantForm.field.contactFirstName" },
      { path: "primaryContact.lastName", label: "riverty.merchantForm.field.contactLastName" },
      { path: "primaryContact.email", label: "riverty.merchantForm.field.contactEmail" },
    ],
  },
  {
    title: "riverty.merchantForm.group.shop",
    fields: [
      { path: "shop.name", label: "riverty.merchantForm.field.shopName" },
      { path: "shop.url", label: "riverty.merchantForm.field.shopUrl" },
      { path: "shop.marketCountry", label: "riverty.merchantForm.field.marketCountry", hint: "riverty.merchantForm.hint.countryCode" },
      { path: "shop.industryCode", label: "riverty.merchantForm.field.industryCode" },
      { path: "shop.industryCodeStandard", label: "riverty.merchantForm.field.industryCodeStandard", hint: "riverty.merchantForm.hint.industryCodeStandard" },
      { path: "shop.operationalContact.firstName", label: "riverty.merchantForm.field.operationsFirstName" },
      { path: "shop.operationalContact.lastName", label: "riverty.merchantForm.field.operationsLastName" },
      { path: "shop.operationalContact.email", label: "riverty.merchantForm.field.operationsEmail" },
    ],
  },
  {
    title: "riverty.merchantForm.group.contract",
    fields: [
      { path: "shop.contract.partnerReference", label: "riverty.merchantForm.field.partnerReference", hint: "riverty.merchantForm.hint.partnerReference" },
      { path: "shop.contract.agreementId", label: "riverty.merchantForm.field.agreementId" },
      { path: "shop.contract.iban", label: "riverty.fields.iban" },
    ],
  },
]

export const MERCHANT_FIELDS = MERCHANT_FIELD_GROUPS.flatMap((group) => group.fields.map((field) => field.path))
