import {
  claimInvoicesQuerySchema,
  claimInvoicesResponseSchema,
  consumptionsQuerySchema,
  consumptionsResponseSchema,
  createMerchantRequestSchema,
  creditLimitResponseSchema,
  customerAccountApplicationSchema,
  customerAccountEventSchema,
  customerLookupCriteriaSchema,
  customerLookupRequestSchema,
  customerLookupResponseSchema,
  customerRecordSchema,
  customerSearchQuerySchema,
  customerSearchRequestSchema,
  installmentPlansRequestSchema,
  installmentPlansResponseSchema,
  internalRequestResponseSchema,
  notificationCallbackRequestSchema,
  partnerInvoiceRequestSchema,
  returnOrderRequestSchema,
  subscriptionCancellationRequestSchema,
  subscriptionSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  validateAddressRequestSchema,
  validateAddressResponseSchema,
  validateBankAccountRequestSchema,
} from ".."
import { customer, refused } from "./fixtures"

describe("lookup and validation (v3)", () => {
  it("customer lookup: all fields optional, maxima and enums enforced", () => {
    expect(customerLookupRequestSchema.safeParse({}).success).toBe(true)
    expect(customerLookupRequestSchema.safeParse({ mobilePhone: "+4712345678", postalCode: "0150", countryCode: "NO" }).success).toBe(true)
    expect(refused(customerLookupRequestSchema, { mobilePhone: "1".repeat(21) })[0].code).toBe("400.005")
    expect(refused(customerLookupRequestSchema, { postalCode: "1".repeat(16) })[0].code).toBe("400.005")
    expect(refused(customerLookupRequestSchema, { countryCode: "GB" })[0].fieldReference).toBe("countryCode")
    expect(refused(customerLookupRequestSchema, { customerCategory: "Robot" })[0].fieldReference).toBe("customerCategory")
  })

  it("customer lookup response: masked profiles, and messages instead", () => {
    const profile = {
      maskedFirstName: "A****",
      maskedEmail: "a****@example.com",
      languageCode: "SV",
      addressList: [{ maskedStreet: "S******** 1", countryCode: "SE", postalCode: "11122" }],
    }
    expect(customerLookupResponseSchema.safeParse({ userProfiles: [profile] }).success).toBe(true)
    expect(customerLookupResponseSchema.safeParse({ userProfiles: [{ ...profile, languageCode: "XX" }] }).success).toBe(false)
    expect(customerLookupResponseSchema.safeParse({ riskCheckMessages: [{ type: "BusinessError", code: "400.000" }] }).success).toBe(true)
  })

  it("installment plans: amount required", () => {
    expect(installmentPlansRequestSchema.parse({ amount: "185", currency: "EUR", countryCode: "DE" }).amount).toBe(185)
    expect(refused(installmentPlansRequestSchema, { currency: "EUR" })[0]).toMatchObject({ code: "400.002", fieldReference: "amount" })
    expect(refused(installmentPlansRequestSchema, { amount: 185, currency: "USD" })[0].fieldReference).toBe("currency")
    const plan = { numberOfInstallments: 3, installmentAmount: 61.67, lastInstallmentAmount: 61.66, installmentProfileNumber: 1, interestRate: 0 }
    expect(installmentPlansResponseSchema.safeParse({ availableInstallmentPlans: [plan] }).success).toBe(true)
    expect(installmentPlansResponseSchema.safeParse({ availableInstallmentPlans: [{ installmentAmount: 1 }] }).success).toBe(false)
  })

  it("validate address: customer required; corrected address in the answer", () => {
    expect(validateAddressRequestSchema.safeParse({ customer: customer() }).success).toBe(true)
    // The address is checked, not the debtor: a storefront validates it before it asks for a birth date.
    const address = { street: "Hauptstraße 5", postalCode: "10117", postalPlace: "Berlin", countryCode: "DE" as const }
    expect(validateAddressRequestSchema.safeParse({ customer: { customerCategory: "Person", address } }).success).toBe(true)
    expect(refused(validateAddressRequestSchema, {})[0]).toMatchObject({ code: "400.002", fieldReference: "customer" })
    expect(refused(validateAddressRequestSchema, { customer: customer({ address: { countryCode: "US" } }) })[0]).toMatchObject({
      fieldReference: "customer.address.countryCode",
      actionCode: "AskConsumerToReEnterData",
    })
    const answer = { isValid: false, correctedAddress: { street: "Gütersloher Str.", postalCode: "33415", countryCode: "DE" } }
    expect(validateAddressResponseSchema.safeParse(answer).success).toBe(true)
  })

  it("validate bank account: bankAccount required, maxima enforced", () => {
    expect(validateBankAccountRequestSchema.safeParse({ bankAccount: "DE75512108001245126199" }).success).toBe(true)
    expect(refused(validateBankAccountRequestSchema, {})[0].fieldReference).toBe("bankAccount")
    expect(refused(validateBankAccountRequestSchema, { bankAccount: "D".repeat(35) })[0].code).toBe("400.005")
    expect(refused(validateBankAccountRequestSchema, { bankAccount: "1", bankCode: "B".repeat(12) })[0].code).toBe("400.005")
  })
})

describe("customer account (v3)", () => {
  const application = {
    accountLimit: 500,
    customer: { category: "Person", currency: "SEK", firstName: "Astrid", salutation: "Diverse" },
    countryCode: "SE",
    conversationLanguage: "SE",
  }

  it("accepts an application, with the obsolete language code and Diverse", () => {
    expect(customerAccountApplicationSchema.safeParse(application).success).toBe(true)
  })

  it("requires accountLimit, customer category and currency, country and language", () => {
    const refs = refused(customerAccountApplicationSchema, { customer: {} }).map((m) => m.fieldReference)
    expect(refs.sort()).toEqual(["accountLimit", "conversationLanguage", "countryCode", "customer.category", "customer.currency"].sort())
  })

  it("events: required fields and enums", () => {
    const event = {
      eventType: "Purchase",
      time: "2024-05-01T12:00:00.0000000+02:00",
      currency: "SEK",
      countryCode: "SE",
      conversationLanguage: "SV",
      items: [{ itemId: "1", itemDescription: "Coffee", unitCode: "pcs", quantity: 2, unitPrice: 35 }],
    }
    expect(customerAccountEventSchema.safeParse(event).success).toBe(true)
    expect(refused(customerAccountEventSchema, { ...event, eventType: "Gift" })[0].fieldReference).toBe("eventType")
    expect(refused(customerAccountEventSchema, { ...event, categoryType: "Other" })[0].fieldReference).toBe("categoryType")
    expect(refused(customerAccountEventSchema, { ...event, items: [{ itemId: "1" }] }).map((m) => m.fieldReference)).toContain("items[0].unitPrice")
    expect(creditLimitResponseSchema.safeParse({ remainingCreditLimit: 100, isOpenForNewTransactions: true }).success).toBe(true)
  })
})

describe("client-scoped customers (v1)", () => {
  it("search: searchValue required, column and query enums, spec defaults", () => {
    expect(customerSearchRequestSchema.safeParse({ searchValue: "Svensson", searchColumn: "name" }).success).toBe(true)
    expect(refused(customerSearchRequestSchema, { searchColumn: "name" })[0].fieldReference).toBe("searchValue")
    expect(refused(customerSearchRequestSchema, { searchValue: "x", searchColumn: "phone" })[0].fieldReference).toBe("searchColumn")
    expect(customerSearchQuerySchema.parse({})).toEqual({ page: 1, perPage: 100, sort: "customerNumber", order: "desc" })
    expect(refused(customerSearchQuerySchema, { order: "up" })[0].fieldReference).toBe("order")
    expect(refused(customerSearchQuerySchema, { page: 0 })[0].fieldReference).toBe("page")
  })

  it("lookup criteria: a non-empty array of {lookupField, lookupValue}", () => {
    expect(customerLookupCriteriaSchema.safeParse([{ lookupField: "IdentificationNumber", lookupValue: "800119-3989" }]).success).toBe(true)
    expect(customerLookupCriteriaSchema.safeParse([]).success).toBe(false)
    expect(refused(customerLookupCriteriaSchema, [{ lookupField: "IdentificationNumber" }])[0].fieldReference).toBe("[0].lookupValue")
  })

  it("customer record with links", () => {
    const record = {
      customerNumber: "100",
      type: "Person",
      person: { firstName: "Astrid", lastName: "Svensson" },
      address: { addressLine: "Storgatan 1", postalCode: "11122", postalPlace: "Stockholm", countryCode: "SE" },
      _links: [{ href: "/v1/clients/1/customers/100", rel: "_self", method: "GET" }],
    }
    expect(customerRecordSchema.safeParse(record).success).toBe(true)
    expect(customerRecordSchema.safeParse({ type: "Person" }).success).toBe(false)
  })
})

describe("subscriptions", () => {
  it("consumptions query requires customerNumber", () => {
    expect(consumptionsQuerySchema.safeParse({ customerNumber: "C1", subscriptionId: "S1" }).success).toBe(true)
    expect(refused(consumptionsQuerySchema, { subscriptionId: "S1" })[0].fieldReference).toBe("customerNumber")
  })

  it("consumption records with null billing date and open end", () => {
    const consumption = {
      id: "c1",
      consumptionTotal: { grossAmount: 10, vatAmount: 1.6, currencyCode: "EUR" },
      items: [{ id: "i1", occurredAt: { start: "2024-01-01T00:00:00+01:00", end: null }, metadata: [{ key: "k", value: "v" }] }],
      billingDate: null,
      _links: [{ method: "GET", href: "https://x", rel: "self", target: "API" }],
    }
    expect(consumptionsResponseSchema.safeParse([consumption]).success).toBe(true)
  })

  it("partner invoice lines and cancellation date", () => {
    const invoice = { periodId: "2024-05", invoiceLines: [{ productId: "p", grossAmount: 10, vatPercentage: 19, imageUrl: "https://img.example/p.png", unit: { netPrice: 8.4, quantity: 1, code: "ST" } }] }
    expect(partnerInvoiceRequestSchema.safeParse(invoice).success).toBe(true)
    expect(refused(partnerInvoiceRequestSchema, { invoiceLines: [{ imageUrl: "not a url" }] })[0].fieldReference).toBe("invoiceLines[0].imageUrl")
    expect(subscriptionCancellationRequestSchema.safeParse({ date: "2024-06-30" }).success).toBe(true)
    expect(refused(subscriptionCancellationRequestSchema, { date: "30.06.2024" })[0]).toMatchObject({ code: "400.004", fieldReference: "date" })
    expect(subscriptionSchema.parse({ status: "INACTIVE", activeFrom: "2024-01-01" }).status).toBe("INACTIVE")
  })
})

describe("accounting return order", () => {
  const line = { orderItemReference: 1, quantity: 1, grossUnitPrice: 100, vatAmount: 16, vatPercent: 19, vatType: "NORMAL" }

  it("accepts a full return without items and a partial one with a discount line", () => {
    expect(returnOrderRequestSchema.safeParse({ invoiceReference: "INV1", returnDate: "2024-05-01", returnReason: "CUSTOMER_RETURN" }).success).toBe(true)
    const discount = { ...line, orderItemReference: 2, grossUnitPrice: -10, vatAmount: -1.6, positionType: "DISCOUNT" }
    expect(returnOrderRequestSchema.safeParse({ returnReason: "CARRIER_RETURN", items: [line, discount] }).success).toBe(true)
  })

  it("refuses unknown reasons, VAT types, position types, units and bad dates", () => {
    expect(refused(returnOrderRequestSchema, { returnReason: "CHANGED_MIND" })[0].fieldReference).toBe("returnReason")
    expect(refused(returnOrderRequestSchema, { items: [{ ...line, vatType: "HIGH" }] })[0].fieldReference).toBe("items[0].vatType")
    expect(refused(returnOrderRequestSchema, { items: [{ ...line, positionType: "GIFT" }] })[0].fieldReference).toBe("items[0].positionType")
    expect(refused(returnOrderRequestSchema, { items: [{ ...line, unit: "KG" }] })[0].fieldReference).toBe("items[0].unit")
    expect(refused(returnOrderRequestSchema, { returnDate: "2024-5-1" })[0].fieldReference).toBe("returnDate")
  })

  it("checks bank details: a valid IBAN (spaces removed), an optional BIC, the owner", () => {
    const parsed = returnOrderRequestSchema.parse({ bankDetails: { iban: "DE75 5121 0800 1245 1261 99", bic: "BYLADEM1001", accountOwner: "Astrid Svensson" } })
    expect(parsed.bankDetails?.iban).toBe("DE75512108001245126199")
    expect(refused(returnOrderRequestSchema, { bankDetails: { iban: "DE75512108001245126198", accountOwner: "A" } })[0].fieldReference).toBe("bankDetails.iban")
    expect(refused(returnOrderRequestSchema, { bankDetails: { iban: "DE75512108001245126199", bic: "XYZ", accountOwner: "A" } })[0].fieldReference).toBe("bankDetails.bic")
    expect(refused(returnOrderRequestSchema, { bankDetails: { iban: "DE75512108001245126199" } })[0].fieldReference).toBe("bankDetails.accountOwner")
  })

  it("the synchronous answer is only the receipt", () => {
    expect(internalRequestResponseSchema.safeParse({ internalRequestId: "abc" }).success).toBe(true)
    expect(internalRequestResponseSchema.safeParse({}).success).toBe(false)
  })
})

describe("merchant onboarding", () => {
  const contact = { firstName: "Ann", lastName: "Berg", email: "ann@example.com" }
  const merchant = (extra: Record<string, unknown> = {}, shop: Record<string, unknown> = {}) => ({
    legalName: "Shop GmbH",
    courtRegistrationCity: "Berlin",
    companyRegistrationNumber: "HRB 1",
    vatNumber: "DE123456789",
    registeredAddress: { street: "Hauptstraße", houseNumber: "1", postalCode: "10115", city: "Berlin", country: "DE" },
    primaryContact: contact,
    shop: {
      name: "shop.example",
      url: "https://shop.example",
      marketCountry: "DE",
      industryCode: "4791",
      industryCodeStandard: "Mcc",
      technicalContact: contact,
      contract: { partnerReference: "partner-1", agreementId: "agreement-de", iban: "DE75512108001245126199", isMarketplace: false },
      ...shop,
    },
    ...extra,
  })

  it("accepts a complete merchant", () => {
    expect(createMerchantRequestSchema.safeParse(merchant()).success).toBe(true)
  })

  it("requires courtRegistrationCity in DE only", () => {
    expect(refused(createMerchantRequestSchema, merchant({ courtRegistrationCity: undefined }))[0]).toMatchObject({
      code: "400.002",
      fieldReference: "courtRegistrationCity",
    })
    const nl = merchant({ courtRegistrationCity: undefined, registeredAddress: { street: "Dam", houseNumber: "1", postalCode: "1012JS", city: "Amsterdam", country: "NL" } })
    expect(createMerchantRequestSchema.safeParse(nl).success).toBe(true)
  })

  it("requires a contact on the merchant and on the shop", () => {
    expect(refused(createMerchantRequestSchema, merchant({ primaryContact: undefined }))[0].fieldReference).toBe("primaryContact")
    expect(refused(createMerchantRequestSchema, merchant({}, { technicalContact: undefined }))[0].fieldReference).toBe("shop.operationalContact")
  })

  it("enforces maxima, no spaces in vatNumber, enums, IBAN", () => {
    expect(refused(createMerchantRequestSchema, merchant({ legalName: "L".repeat(81) }))[0].code).toBe("400.005")
    expect(refused(createMerchantRequestSchema, merchant({ vatNumber: "DE 123" }))[0].fieldReference).toBe("vatNumber")
    expect(refused(createMerchantRequestSchema, merchant({ primaryContact: { ...contact, lastName: "B".repeat(76) } }))[0].fieldReference).toBe("primaryContact.lastName")
    expect(refused(createMerchantRequestSchema, merchant({}, { marketCountry: "GB" }))[0].fieldReference).toBe("shop.marketCountry")
    expect(refused(createMerchantRequestSchema, merchant({}, { industryCodeStandard: "Nace" }))[0].fieldReference).toBe("shop.industryCodeStandard")
    expect(refused(createMerchantRequestSchema, merchant({}, { contract: { partnerReference: "p", agreementId: "a", iban: "DE00" } }))[0].fieldReference).toBe("shop.contract.iban")
    const houseNumber = { street: "S", houseNumber: "12345678", postalCode: "1", city: "C", country: "DE" }
    expect(refused(createMerchantRequestSchema, merchant({ registeredAddress: houseNumber }))[0].fieldReference).toBe("registeredAddress.houseNumber")
  })
})

describe("claims", () => {
  it("query defaults: CLIENT view, page 1, page size 10", () => {
    expect(claimInvoicesQuerySchema.parse({})).toEqual({ view: "CLIENT", page: 1, pageSize: 10 })
    expect(refused(claimInvoicesQuerySchema, { view: "ADMIN" })[0].fieldReference).toBe("view")
  })

  it("invoices and pagination", () => {
    const invoice = {
      invoiceNumber: "INV-1",
      invoiceDate: "2024-01-01",
      remainingAmount: 10,
      originalAmount: 20,
      currency: "EUR",
      claimType: "PRINCIPAL_CLAIM",
      interestCalculation: { type: "EURIBOR_3", lastCalculationDate: "2024-02-01", rate: 5 },
      additionalProperties: [{ key: "k", value: "v" }],
    }
    const page = { items: [invoice], pagination: { totalItems: 1, pageSize: 10, currentPage: 1, totalPages: 1 } }
    expect(claimInvoicesResponseSchema.safeParse(page).success).toBe(true)
    expect(claimInvoicesResponseSchema.safeParse({ items: [invoice] }).success).toBe(false)
    expect(claimInvoicesResponseSchema.safeParse({ ...page, items: [{ ...invoice, remainingAmount: -1 }] }).success).toBe(false)
    expect(claimInvoicesResponseSchema.safeParse({ ...page, items: [{ ...invoice, currency: "EURO" }] }).success).toBe(false)
    expect(claimInvoicesResponseSchema.safeParse({ ...page, items: [{ ...invoice, claimType: "OTHER" }] }).success).toBe(false)
  })
})

describe("token and callbacks", () => {
  it("token request and response", () => {
    expect(tokenRequestSchema.safeParse({ grant_type: "client_credentials", client_id: "a", client_secret: "b", audience: "c" }).success).toBe(true)
    expect(tokenRequestSchema.safeParse({ grant_type: "password", client_id: "a", client_secret: "b" }).success).toBe(false)
    expect(tokenResponseSchema.safeParse({ access_token: "x", scope: "fullcontrol:users", expires_in: 86400, token_type: "Bearer" }).success).toBe(true)
    expect(tokenResponseSchema.safeParse({ access_token: "x", token_type: "Bearer" }).success).toBe(false)
  })

  it("callback registration needs known notification types", () => {
    expect(notificationCallbackRequestSchema.safeParse({ notificationTypes: ["payments/transactionCaptured", "accounting/invoiceCreated"], url: "https://shop.example/hooks/riverty" }).success).toBe(true)
    expect(refused(notificationCallbackRequestSchema, { notificationTypes: [] })[0].fieldReference).toBe("notificationTypes")
    expect(refused(notificationCallbackRequestSchema, { notificationTypes: ["payments/everything"] })[0].fieldReference).toBe("notificationTypes[0]")
  })
})
