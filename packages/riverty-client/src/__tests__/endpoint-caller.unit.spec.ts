import { TokenCache } from "../auth"
import { createRivertyClient, type RivertyClientOptions } from "../client"
import { RivertyConfigurationError, RivertyNotFoundError } from "../errors"
import { startTestServer, type Handler, type TestServer } from "./support/test-server"

// The one caller behind the endpoint table: where it finds the call options, what it makes of
// each kind of answer, and the client-wide version settings the rows read.

const token = { access_token: "t", expires_in: 86400, token_type: "Bearer" }
const record = { customerNumber: "C100", email: "a@example.com" }
const subscription = { id: "S1", status: "INACTIVE" }

function serve(reply: Handler): Promise<TestServer> {
  return startTestServer((req) => (req.path === "/oauth/token" ? { body: token } : reply(req)))
}

function clientFor(server: TestServer, extra: Partial<RivertyClientOptions> = {}) {
  return createRivertyClient({
    environment: "emulator",
    emulatorUrl: server.url,
    apiKeys: { DE: "key-de", AT: "key-at" },
    oauth: { clientId: "c", clientSecret: "s" },
    tokenCache: new TokenCache(),
    retry: { retries: 0 },
    ...extra,
  })
}

describe("the endpoint caller", () => {
  let server: TestServer
  afterEach(() => server.close())

  describe("finds the call options right after the method's arguments, optional ones left out", () => {
    beforeEach(async () => {
      server = await serve(() => ({ body: { totalAuthorizedAmount: 0, totalCapturedAmount: 0 } }))
    })

    it("a void without body", async () => {
      await clientFor(server).orders.voidAuthorization("o-1", undefined, { country: "AT", idempotencyKey: "void-1" })
      const [sent] = server.requests
      expect(sent.headers["x-auth-key"]).toBe("key-at")
      expect(sent.headers["x-idempotency-key"]).toBe("void-1")
      expect(JSON.parse(sent.body)).toEqual({})
    })

    it("a customer search without query", async () => {
      server.setHandler((req) => (req.path === "/oauth/token" ? { body: token } : { body: { customers: [] } }))
      await clientFor(server, { validateResponses: false }).customers.search(12, { searchValue: "Berg" }, undefined, { idempotencyKey: "search-1" })
      const [sent] = server.requestsTo("/v1/clients/12/customers/search")
      expect(sent.headers["x-idempotency-key"]).toBe("search-1")
      expect(Object.fromEntries(sent.query)).toEqual({ page: "1", perPage: "100", sort: "customerNumber", order: "desc" })
    })

    it("a claim's invoices without query", async () => {
      server.setHandler((req) => (req.path === "/oauth/token" ? { body: token } : { body: {} }))
      await clientFor(server, { validateResponses: false }).claims.listInvoices("CL-1", undefined, { clientGlobalId: 7 })
      expect(server.requestsTo("/claims/CL-1/invoices")[0].headers["x-client-global-id"]).toBe("7")
    })
  })

  it("takes the version settings from the client options, and the call's own over them", async () => {
    server = await serve((req) => ({ body: req.path === "/merchants" ? { merchantId: "M", shopId: "S" } : { notificationTypes: [] } }))
    const client = clientFor(server, { merchantApiVersion: "2.0", callbackApiVersion: "v9", validateResponses: false })
    const merchant = {
      legalName: "Shop B.V.",
      companyRegistrationNumber: "123",
      registeredAddress: { street: "Dam", houseNumber: "1", postalCode: "1012JS", city: "Amsterdam", country: "NL" as const },
      primaryContact: { firstName: "Ann", lastName: "Berg", email: "ann@example.com" },
      shop: {
        name: "shop",
        url: "https://shop.example",
        marketCountry: "NL" as const,
        industryCode: "4791",
        industryCodeStandard: "Mcc" as const,
        operationalContact: { firstName: "Ann", lastName: "Berg", email: "ann@example.com" },
        contract: { partnerReference: "p1", agreementId: "a1" },
      },
    }
    await client.merchants.create(merchant)
    await client.merchants.create(merchant, { acceptVersion: "3.1" })
    await client.callbacks.register({ notificationTypes: ["payments/transactionCaptured"] })
    await client.callbacks.register({ notificationTypes: ["payments/transactionCaptured"] }, { version: "v2" })
    expect(server.requestsTo("/merchants").map((r) => r.headers["accept-version"])).toEqual(["2.0", "3.1"])
    expect(server.requestsTo("/administration/").map((r) => r.path)).toEqual([
      "/administration/v9/notification-callbacks",
      "/administration/v2/notification-callbacks",
    ])
  })

  it("answers an empty-answer endpoint with nothing, whatever the body", async () => {
    server = await serve(() => ({ body: { unexpected: true } }))
    await expect(clientFor(server).orders.returnNotification("o-1", { captureNumber: "800090089" }, { country: "DE" })).resolves.toBeUndefined()
  })

  it("parses a body the spec does not show when it fits, and answers undefined when it does not", async () => {
    server = await serve((req) => ({ body: req.path.endsWith("/C100") || req.path.endsWith("/S1/cancellation") ? { ...record, ...subscription } : {} }))
    const client = clientFor(server)
    await expect(client.customers.update(12, "C100", { email: "a@example.com" })).resolves.toMatchObject(record)
    await expect(client.customers.update(12, "C200", { email: "a@example.com" })).resolves.toBeUndefined()
    await expect(client.subscriptions.uncancel(12, "S1")).resolves.toMatchObject(subscription)
    await expect(client.subscriptions.uncancel(12, "S2")).resolves.toBeUndefined()
  })

  it("answers a found check with false only on 404", async () => {
    server = await serve(() => ({ status: 500 }))
    await expect(clientFor(server).customers.exists(12, "C100")).rejects.not.toBeInstanceOf(RivertyNotFoundError)
    server.setHandler((req) => (req.path === "/oauth/token" ? { body: token } : { status: 404 }))
    await expect(clientFor(server).customers.exists(12, "C100")).resolves.toBe(false)
  })

  it("answers the status check with false on any failure but a missing configuration", async () => {
    server = await serve(() => ({ status: 503 }))
    await expect(clientFor(server).checkout.isUp({ country: "DE" })).resolves.toBe(false)
    server.setHandler(() => ({ status: 200 }))
    await expect(clientFor(server).checkout.isUp({ country: "DE" })).resolves.toBe(true)
    await expect(clientFor(server).checkout.isUp({ country: "SE" })).rejects.toBeInstanceOf(RivertyConfigurationError)
  })

  it("names the endpoint in validation errors, the path's before the body's", async () => {
    server = await serve(() => ({ body: {} }))
    const client = clientFor(server)
    await expect(client.orders.capture("bad number", { orderDetails: { totalGrossAmount: -1 } } as never)).rejects.toMatchObject({
      kind: "validation",
      message: "Invalid capture parameters",
    })
    await expect(client.orders.capture("o-1", { orderDetails: { totalGrossAmount: -1 } } as never)).rejects.toMatchObject({
      kind: "validation",
      message: "Invalid capture request",
    })
    expect(server.requests).toHaveLength(0)
  })
})
