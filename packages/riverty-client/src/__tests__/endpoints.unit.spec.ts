import { TokenCache } from "../auth"
import { createRivertyClient, type RivertyClient } from "../client"
import { startTestServer, type TestServer } from "./support/test-server"

// Every endpoint of the spec's Endpoints part, called through its client function: the request
// must leave with the right method, path, authentication and body.

const item = { productId: "p", description: "d", netUnitPrice: 8.4, grossUnitPrice: 10, quantity: 1, vatPercent: 19, vatAmount: 1.6 }
const summary = { totalGrossAmount: 10, totalNetAmount: 8.4, items: [item] }
const customer = { customerCategory: "Person" as const, birthDate: "1999-01-02", address: { countryCode: "DE" as const } }
const shipping = { type: "Shipment", shippingCompany: "DHL", trackingId: "JJD1" }
const contact = { firstName: "Ann", lastName: "Berg", email: "ann@example.com" }

type Row = [string, string, string, (client: RivertyClient) => Promise<unknown>]

const rows: Row[] = [
  ["POST", "/api/v3/checkout/authorize", "checkout.authorize", (c) => c.checkout.authorize({ payment: { type: "Invoice" }, customer, order: { number: "o-1", ...summary } })],
  ["POST", "/api/v3/checkout/payment-methods", "checkout.getPaymentMethods", (c) => c.checkout.getPaymentMethods({ order: summary, country: "DE" })],
  ["POST", "/api/v3/orders/o-1/captures", "orders.capture", (c) => c.orders.capture("o-1", { orderDetails: summary })],
  ["POST", "/api/v3/orders/o-1/captures/return-notification", "orders.returnNotification", (c) => c.orders.returnNotification("o-1", { captureNumber: "800090089" })],
  ["POST", "/api/v3/orders/o-1/refunds", "orders.refund", (c) => c.orders.refund("o-1", { captureNumber: "800090089" })],
  ["POST", "/api/v3/orders/o-1/voids", "orders.voidAuthorization", (c) => c.orders.voidAuthorization("o-1")],
  ["POST", "/api/v3/orders/o-1/updateOrder", "orders.updateOrder", (c) => c.orders.updateOrder("o-1", { updateOrderSummary: summary })],
  ["GET", "/api/v3/orders/o-1", "orders.getOrder", (c) => c.orders.getOrder("o-1")],
  ["GET", "/api/v3/orders/o-1/captures", "orders.listCaptures", (c) => c.orders.listCaptures("o-1")],
  ["GET", "/api/v3/orders/o-1/captures/800090089", "orders.getCapture", (c) => c.orders.getCapture("o-1", "800090089")],
  ["GET", "/api/v3/orders/o-1/refunds", "orders.listRefunds", (c) => c.orders.listRefunds("o-1")],
  ["GET", "/api/v3/orders/o-1/refunds/800090092", "orders.getRefund", (c) => c.orders.getRefund("o-1", "800090092")],
  ["GET", "/api/v3/orders/o-1/voids", "orders.listVoids", (c) => c.orders.listVoids("o-1")],
  ["GET", "/api/v3/orders/o-1/voids/C0000033476", "orders.getVoid", (c) => c.orders.getVoid("o-1", "C0000033476")],
  ["POST", "/api/v3/orders/o-1/captures/800090089/shipping-details", "orders.addShippingDetails", (c) => c.orders.addShippingDetails("o-1", "800090089", shipping)],
  ["PATCH", "/api/v3/orders/o-1/captures/800090089/shipping-details/6", "orders.updateShippingDetails", (c) => c.orders.updateShippingDetails("o-1", "800090089", 6, shipping)],
  ["POST", "/api/v3/lookup/customer", "lookup.customer", (c) => c.lookup.customer({ identificationNumber: "800119-3989", countryCode: "SE" })],
  ["PATCH", "/api/v3/customers/C100/updateCustomer", "checkout.updateCustomer", (c) => c.checkout.updateCustomer("C100", { distributionType: "Paper" })],
  ["POST", "/api/v3/lookup/installment-plans", "lookup.installmentPlans", (c) => c.lookup.installmentPlans({ amount: 185, countryCode: "DE" })],
  ["POST", "/api/v3/validate/bank-account", "validate.bankAccount", (c) => c.validate.bankAccount({ bankAccount: "DE75512108001245126199" })],
  ["POST", "/api/v3/validate/address", "validate.address", (c) => c.validate.address({ customer })],
  ["POST", "/api/v3/checkout/3fa85f64-5717-4562-b3fc-2c963f66afa6/contract", "checkout.createContract", (c) => c.checkout.createContract("3fa85f64-5717-4562-b3fc-2c963f66afa6", { paymentInfo: { type: "Installment", installment: { profileNo: 1 } } })],
  ["POST", "/api/v3/customer-account", "customerAccount.apply", (c) => c.customerAccount.apply({ accountLimit: 500, customer: { category: "Person", currency: "SEK" }, countryCode: "SE", conversationLanguage: "SV" })],
  ["GET", "/api/v3/customer-account/A1/credit-limit", "customerAccount.getCreditLimit", (c) => c.customerAccount.getCreditLimit("A1")],
  ["POST", "/api/v3/customer-account/A1/event", "customerAccount.addEvent", (c) => c.customerAccount.addEvent("A1", { eventType: "Info", time: "2024-05-01T12:00:00Z", currency: "SEK", countryCode: "SE", conversationLanguage: "SV" })],
  ["GET", "/api/v3/customer-account/8001193989", "customerAccount.findBySsn", (c) => c.customerAccount.findBySsn("8001193989")],
  ["GET", "/api/v3/version", "checkout.getVersion", (c) => c.checkout.getVersion()],
  ["GET", "/api/v3/status", "checkout.isUp", (c) => c.checkout.isUp()],
  ["POST", "/api/v3/hosted-checkout/request", "checkout.requestHostedCheckout", (c) => c.checkout.requestHostedCheckout({ merchantUrl: "https://shop.example/return", authorizeRequest: { payment: { type: "Invoice" }, customer, order: { number: "o-1", ...summary } } })],
  ["GET", "/v1/clients/12/customers/C100", "customers.get", (c) => c.customers.get(12, "C100")],
  ["HEAD", "/v1/clients/12/customers/C100", "customers.exists", (c) => c.customers.exists(12, "C100")],
  ["PUT", "/v1/clients/12/customers/C100", "customers.update", (c) => c.customers.update(12, "C100", { email: "a@example.com" })],
  ["POST", "/v1/clients/12/customers/search", "customers.search", (c) => c.customers.search(12, { searchValue: "Berg" }, { sort: "name", order: "asc" })],
  ["POST", "/v1/clients/12/lookup/customer", "customers.lookup", (c) => c.customers.lookup(12, [{ lookupField: "IdentificationNumber", lookupValue: "800119-3989" }])],
  ["GET", "/v1/clients/12/consumptions", "subscriptions.getConsumptions", (c) => c.subscriptions.getConsumptions(12, { customerNumber: "C100" })],
  ["POST", "/v1/clients/12/partner-subscriptions/S1/invoices", "subscriptions.createPartnerInvoice", (c) => c.subscriptions.createPartnerInvoice(12, "S1", { periodId: "2024-05" })],
  ["PUT", "/v1/clients/12/partner-subscriptions/S1/cancellation", "subscriptions.cancel", (c) => c.subscriptions.cancel(12, "S1", { date: "2024-06-30" })],
  ["DELETE", "/v1/clients/12/partner-subscriptions/S1/cancellation", "subscriptions.uncancel", (c) => c.subscriptions.uncancel(12, "S1")],
  ["POST", "/businesses/B1/customers/C100/orders/o-1/returns", "accounting.createReturnOrder", (c) => c.accounting.createReturnOrder({ businessCode: "B1", customerNumber: "C100", orderReference: "o-1" }, { returnReason: "CUSTOMER_RETURN" })],
  ["POST", "/administration/v1/notification-callbacks", "callbacks.register", (c) => c.callbacks.register({ notificationTypes: ["payments/transactionCaptured"] })],
  ["POST", "/merchants", "merchants.create", (c) => c.merchants.create({
    legalName: "Shop B.V.",
    companyRegistrationNumber: "123",
    registeredAddress: { street: "Dam", houseNumber: "1", postalCode: "1012JS", city: "Amsterdam", country: "NL" },
    primaryContact: contact,
    shop: { name: "shop", url: "https://shop.example", marketCountry: "NL", industryCode: "4791", industryCodeStandard: "Mcc", operationalContact: contact, contract: { partnerReference: "p1", agreementId: "a1" } },
  })],
  ["GET", "/claims/CL1/invoices", "claims.listInvoices", (c) => c.claims.listInvoices("CL1")],
  ["POST", "/oauth/token", "token.request", (c) => c.token.request()],
]

describe("one client function per endpoint", () => {
  let server: TestServer
  let client: RivertyClient

  beforeAll(async () => {
    server = await startTestServer((req) =>
      req.path === "/oauth/token"
        ? { body: { access_token: "tok", expires_in: 86400, token_type: "Bearer" } }
        : { body: { version: "1.0.0" } },
    )
    client = createRivertyClient({
      environment: "emulator",
      emulatorUrl: server.url,
      apiKey: "key",
      oauth: { clientId: "c", clientSecret: "s" },
      tokenCache: new TokenCache(),
      validateResponses: false,
      retry: { retries: 0 },
    })
  })
  afterAll(() => server.close())

  it.each(rows)("%s %s via %s", async (method, path, _name, call) => {
    server.requests.length = 0
    await call(client)
    const sent = server.requests.filter((r) => r.path !== "/oauth/token" || path === "/oauth/token")
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`${method} ${path}`])
    const [request] = sent
    if (path.startsWith("/api/v3/")) {
      expect(request.headers["x-auth-key"]).toBe("key")
      expect(request.headers.authorization).toBeUndefined()
    } else if (path !== "/oauth/token") {
      expect(request.headers.authorization).toBe("Bearer tok")
      expect(request.headers["x-auth-key"]).toBeUndefined()
    }
    if (["POST", "PUT", "PATCH"].includes(method) && path !== "/oauth/token") {
      expect(request.headers["content-type"]).toBe("application/json")
      expect(() => JSON.parse(request.body)).not.toThrow()
    }
  })

  it("sends the spec's query defaults for the customer search", async () => {
    server.requests.length = 0
    await client.customers.search(12, { searchValue: "Berg" })
    const search = server.requests.find((r) => r.path.endsWith("/search"))!
    expect(Object.fromEntries(search.query)).toEqual({ page: "1", perPage: "100", sort: "customerNumber", order: "desc" })
    expect(JSON.parse(search.body)).toEqual({ searchValue: "Berg" })
  })

  it("sends the normalised body: truncated names, international phone", async () => {
    server.requests.length = 0
    await client.validate.address({ customer: { ...customer, firstName: "F".repeat(60), phone: "0176 1234 5678" } })
    const sent = JSON.parse(server.requests[0].body)
    expect(sent.customer.firstName).toBe("F".repeat(50))
    expect(sent.customer.phone).toBe("+4917612345678")
  })

  it("encodes path parameters", async () => {
    server.requests.length = 0
    await client.customers.get(12, "C 100/x")
    expect(server.requests[0].url).toBe("/v1/clients/12/customers/C%20100%2Fx")
  })

  it("refuses path parameters the service would not accept, before sending", async () => {
    server.requests.length = 0
    await expect(client.orders.getOrder("bad number")).rejects.toMatchObject({ kind: "validation", fieldReference: "orderNumber" })
    await expect(client.customers.get("client-a", "C100")).rejects.toMatchObject({ kind: "validation", fieldReference: "clientId" })
    await expect(client.claims.listInvoices(" ")).rejects.toMatchObject({ kind: "validation", fieldReference: "claimNumber" })
    expect(server.requests).toHaveLength(0)
  })
})
