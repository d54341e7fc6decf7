import { DAY_MS, isoDate, isoDateTime } from "../core/clock"
import type {
  ClaimRecord,
  ConsumptionRecord,
  CustomerAccountRecord,
  RegistryProfile,
  SubscriptionRecord,
  V1Customer,
} from "../state/types"

/** The v1 client every seeded record belongs to. */
export const SEED_CLIENT_ID = "1001"

/**
 * The emulator's "national registry": the people and companies a customer lookup can find.
 * Identification numbers carry valid check digits for their country's scheme.
 */
export function seedRegistry(): RegistryProfile[] {
  return [
    {
      identificationNumber: "800101-1231",
      customerCategory: "Person",
      firstName: "Sven",
      lastName: "Svensson",
      mobileNumber: "+46701234567",
      email: "sven.svensson@example.se",
      languageCode: "SV",
      countryCode: "SE",
      street: "Drottninggatan",
      streetNumber: "12",
      postalCode: "11151",
      city: "Stockholm",
    },
    {
      identificationNumber: "850315-4562",
      customerCategory: "Person",
      firstName: "Anna",
      lastName: "Andersson",
      mobileNumber: "+46709876543",
      email: "anna.andersson@example.se",
      languageCode: "SV",
      countryCode: "SE",
      street: "Kungsgatan",
      streetNumber: "4",
      postalCode: "41119",
      city: "Göteborg",
    },
    {
      identificationNumber: "559900-0014",
      customerCategory: "Company",
      companyName: "Testbolaget AB",
      mobileNumber: "+46812345678",
      email: "ekonomi@testbolaget.example.se",
      languageCode: "SV",
      countryCode: "SE",
      street: "Sveavägen",
      streetNumber: "20",
      postalCode: "11157",
      city: "Stockholm",
    },
    {
      identificationNumber: "01017012343",
      customerCategory: "Person",
      firstName: "Ola",
      lastName: "Nordmann",
      mobileNumber: "+4791234567",
      email: "ola.nordmann@example.no",
      languageCode: "NO",
      countryCode: "NO",
      street: "Karl Johans gate",
      streetNumber: "5",
      postalCode: "0154",
      city: "Oslo",
    },
    {
      identificationNumber: "15057554387",
      customerCategory: "Person",
      firstName: "Kari",
      lastName: "Nordmann",
      mobileNumber: "+4798765432",
      email: "kari.nordmann@example.no",
      languageCode: "NO",
      countryCode: "NO",
      street: "Bryggen",
      streetNumber: "1",
      postalCode: "5003",
      city: "Bergen",
    },
    {
      identificationNumber: "010180-1232",
      customerCategory: "Person",
      firstName: "Matti",
      lastName: "Meikäläinen",
      mobileNumber: "+358401234567",
      email: "matti.meikalainen@example.fi",
      languageCode: "FI",
      countryCode: "FI",
      street: "Mannerheimintie",
      streetNumber: "10",
      postalCode: "00100",
      city: "Helsinki",
    },
    {
      identificationNumber: "0101800008",
      customerCategory: "Person",
      firstName: "Lars",
      lastName: "Jensen",
      mobileNumber: "+4520123456",
      email: "lars.jensen@example.dk",
      languageCode: "DA",
      countryCode: "DK",
      street: "Østerbrogade",
      streetNumber: "30",
      postalCode: "2100",
      city: "København Ø",
    },
  ]
}

export function seedV1Customers(): Record<string, V1Customer> {
  const list: V1Customer[] = [
    {
      customerNumber: "C-0001",
      type: "Person",
      person: { firstName: "Astrid", lastName: "Svensson" },
      ssn: "19990102-3980",
      phoneNumber: "+4917612345678",
      email: "astrid.svensson@example.com",
      paymentMeans: { paymentId: "PM-0001" },
      address: { addressLine: "Gütersloher Straße 123", postalCode: "33415", postalPlace: "Verl", countryCode: "DE" },
    },
    {
      customerNumber: "C-0002",
      type: "Person",
      person: { firstName: "John", lastName: "Doe" },
      ssn: "19870728-1111",
      phoneNumber: "+31612345678",
      email: "john.doe@example.nl",
      paymentMeans: { paymentId: "PM-0002" },
      address: { addressLine: "Straatnaam 1 A", postalCode: "1111AA", postalPlace: "Diemen", countryCode: "NL" },
    },
    {
      customerNumber: "C-0003",
      type: "Company",
      company: { name: "Muster GmbH", organizationNumber: "HRB 12345" },
      phoneNumber: "+49301234567",
      email: "buchhaltung@muster.example.de",
      paymentMeans: { paymentId: "PM-0003" },
      address: { addressLine: "Friedrichstraße 50", postalCode: "10117", postalPlace: "Berlin", countryCode: "DE" },
    },
    {
      customerNumber: "C-0004",
      type: "Person",
      person: { firstName: "Erika", lastName: "Mustermann" },
      ssn: "19640812-2222",
      phoneNumber: "+4915112345678",
      email: "erika.mustermann@example.de",
      paymentMeans: { paymentId: "PM-0004" },
      address: { addressLine: "Heidestraße 17", postalCode: "51147", postalPlace: "Köln", countryCode: "DE" },
    },
    {
      customerNumber: "C-0005",
      type: "Person",
      person: { firstName: "Anna", lastName: "Andersson" },
      ssn: "850315-4562",
      phoneNumber: "+46709876543",
      email: "anna.andersson@example.se",
      paymentMeans: { paymentId: "PM-0005" },
      address: { addressLine: "Kungsgatan 4", postalCode: "41119", postalPlace: "Göteborg", countryCode: "SE" },
    },
  ]
  return Object.fromEntries(list.map((c) => [c.customerNumber, c]))
}

export function seedSubscriptions(now: number): SubscriptionRecord[] {
  const base = {
    clientId: SEED_CLIENT_ID,
    status: "ACTIVE" as const,
    createdAt: now - 90 * DAY_MS,
    activeFrom: isoDate(now - 90 * DAY_MS),
  }
  return [
    {
      ...base,
      subscriptionId: "SUB-1001",
      customerNumber: "C-0001",
      description: "Streaming Premium",
      price: { grossAmount: 12.99, vatPercentage: 19, currencyCode: "EUR" },
      partner: false,
    },
    {
      ...base,
      subscriptionId: "PSUB-2001",
      customerNumber: "C-0002",
      description: "E-bike lease (partner financing)",
      price: { grossAmount: 59, vatPercentage: 21, currencyCode: "EUR" },
      partner: true,
    },
    {
      ...base,
      subscriptionId: "PSUB-2002",
      customerNumber: "C-0004",
      description: "Phone plan with device (partner financing)",
      price: { grossAmount: 35.5, vatPercentage: 19, currencyCode: "EUR" },
      partner: true,
    },
  ]
}

export function seedConsumptions(now: number): ConsumptionRecord[] {
  const out: ConsumptionRecord[] = []
  for (let month = 1; month <= 3; month++) {
    const start = now - (90 - (month - 1) * 30) * DAY_MS
    const end = start + 30 * DAY_MS
    out.push({
      clientId: SEED_CLIENT_ID,
      id: `CONS-1001-${month}`,
      customerNumber: "C-0001",
      subscriptionId: "SUB-1001",
      invoiceId: `INV-SUB-1001-${month}`,
      consumptionTotal: { grossAmount: 12.99, vatAmount: 2.07, currencyCode: "EUR" },
      refundTotal: { grossAmount: 0, vatAmount: 0, currencyCode: "EUR" },
      items: [
        {
          id: `CONS-1001-${month}-1`,
          productDetails: { productId: "STREAM-PREMIUM", description: "Streaming Premium, monthly" },
          unit: { netPrice: 10.92, quantity: 1, code: "ST", currencyCode: "EUR" },
          total: { grossAmount: 12.99, netAmount: 10.92, currencyCode: "EUR", vatPercentage: 19 },
          occurredAt: { start: isoDateTime(start), end: isoDateTime(end) },
          metadata: [{ key: "plan", value: "premium" }],
        },
      ],
      createdAt: end,
      billingDate: month < 3 ? isoDate(end) : null,
      metadata: [{ key: "period", value: String(month) }],
    })
  }
  return out
}

const CLAIM_TYPES = ["PRINCIPAL_CLAIM", "INTEREST_BEARING_COMPENSATION", "NON_INTEREST_BEARING_PRINCIPAL_CLAIM"]

function claimInvoice(claimNumber: string, index: number, now: number): Record<string, unknown> {
  const original = 40 + index * 7.5
  const invoiceDate = now - (120 + index) * DAY_MS
  return {
    invoiceNumber: `${claimNumber}-INV-${String(index).padStart(3, "0")}`,
    referenceNumber: `REF-${claimNumber}-${index}`,
    invoiceDate: isoDate(invoiceDate),
    remainingAmount: Math.round(original * 0.8 * 100) / 100,
    originalAmount: original,
    taxRate: 19,
    currency: "EUR",
    dueDate: isoDate(invoiceDate + 14 * DAY_MS),
    placementDate: isoDate(invoiceDate + 60 * DAY_MS),
    interestCalculation: { type: "FIXED", lastCalculationDate: isoDate(invoiceDate + 14 * DAY_MS), rate: 5.12 },
    dunningDate: isoDate(invoiceDate + 28 * DAY_MS),
    secondDunningDate: isoDate(invoiceDate + 42 * DAY_MS),
    claimType: CLAIM_TYPES[index % CLAIM_TYPES.length],
    legalBase: "",
    description: `Unpaid invoice ${index}`,
    disputed: index % 5 === 0,
    additionalProperties: [{ key: "channel", value: "webshop" }],
  }
}

export function seedClaims(now: number): ClaimRecord[] {
  const many: ClaimRecord = { claimNumber: "CLM-10001", invoices: [] }
  for (let i = 1; i <= 23; i++) many.invoices.push(claimInvoice(many.claimNumber, i, now))
  const one: ClaimRecord = { claimNumber: "CLM-10002", invoices: [claimInvoice("CLM-10002", 1, now)] }
  return [many, one]
}

export function seedAccounts(now: number): CustomerAccountRecord[] {
  return [
    {
      accountNumber: "ACC-000001",
      ssn: "800101-1231",
      accountLimitCents: 1_000_000,
      balanceCents: 0,
      currency: "SEK",
      countryCode: "SE",
      accountProfile: 1,
      accountStatus: "Ok",
      customer: { firstName: "Sven", lastName: "Svensson", category: "Person", customerNumber: "C-SE-0001" },
      customerId: "C-SE-0001",
      createdAt: now - 200 * DAY_MS,
      events: [],
    },
  ]
}
