import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { createRivertyStore, fieldOfMessage, RivertyStoreError } from "../index.js"

type Seen = { method?: string; url?: string; headers: IncomingMessage["headers"]; body: unknown }
type Reply = { status: number; body?: unknown; raw?: string; headers?: Record<string, string> }

describe("createRivertyStore against a local HTTP server", () => {
  let server: Server
  let baseUrl: string
  const seen: Seen[] = []
  let reply: Reply = { status: 200, body: {} }

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let text = ""
      req.on("data", (chunk) => (text += chunk))
      req.on("end", () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body: text ? JSON.parse(text) : undefined })
        res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers })
        res.end(reply.raw ?? JSON.stringify(reply.body))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
  beforeEach(() => {
    seen.length = 0
  })

  const store = () => createRivertyStore({ baseUrl, publishableKey: "pk_test_123" })

  it("posts each call as JSON to its route with the publishable key", async () => {
    const calls: [string, (s: ReturnType<typeof store>) => Promise<unknown>][] = [
      ["/store/riverty/payment-methods", (s) => s.paymentMethods({ cart_id: "cart_1", customer_category: "Person" })],
      ["/store/riverty/installment-plans", (s) => s.installmentPlans({ provider_id: "pp_riverty-installments_riverty", amount: 185, currency_code: "eur", country_code: "de" })],
      ["/store/riverty/validate-address", (s) => s.validateAddress({ address: { address_1: "Gütersloher Straße 123", postal_code: "33415", city: "Verl", country_code: "de" } })],
      ["/store/riverty/customer-lookup", (s) => s.lookupCustomer({ cart_id: "cart_1", identification_number: "800101-1231" })],
      ["/store/riverty/customer-lookup/confirm", (s) => s.confirmLookup({ cart_id: "cart_1", lookup_id: "lk_1" })],
      ["/store/riverty/validate-bank-account", (s) => s.validateBankAccount({ bank_account: "DE89370400440532013000" })],
    ]
    reply = { status: 200, body: { ok: true } }
    for (const [path, call] of calls) {
      await expect(call(store())).resolves.toEqual({ ok: true })
      const request = seen.pop()!
      expect(request).toMatchObject({ method: "POST", url: path })
      expect(request.headers["x-publishable-api-key"]).toBe("pk_test_123")
      expect(request.headers["content-type"]).toBe("application/json")
    }
  })

  it("throws a 400 as RivertyStoreError naming the field", async () => {
    reply = { status: 400, body: { type: "invalid_data", message: "Invalid request: cart_id: Invalid input: expected string, received undefined" } }
    const error = await store().paymentMethods({} as never).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RivertyStoreError)
    expect(error).toMatchObject({ status: 400, type: "invalid_data", field: "cart_id" })
    expect((error as Error).message).toMatch(/^Invalid request: cart_id/)
  })

  it("passes Riverty's message for the shopper through, and reads 503 and 429", async () => {
    reply = { status: 400, body: { type: "invalid_data", message: "The amount is too high for installments." } }
    await expect(store().installmentPlans({ provider_id: "p", cart_id: "c" })).rejects.toMatchObject({
      status: 400,
      message: "The amount is too high for installments.",
      field: undefined,
    })
    reply = { status: 503, body: { type: "riverty_unavailable", message: "Riverty is not available right now" } }
    await expect(store().validateBankAccount({ bank_account: "x" })).rejects.toMatchObject({ status: 503, type: "riverty_unavailable" })
    reply = { status: 429, body: { type: "too_many_requests", message: "Too many requests" }, headers: { "retry-after": "17" } }
    await expect(store().lookupCustomer({ cart_id: "c" })).rejects.toMatchObject({ status: 429, type: "too_many_requests", retryAfterSeconds: 17 })
  })

  it("keeps Riverty's words for the shopper apart from the store's message when the answer carries them", async () => {
    reply = { status: 400, body: { type: "invalid_data", message: "identification_number: Personnummer saknas", customer_facing_message: "Personnummer saknas" } }
    await expect(store().lookupCustomer({ cart_id: "c" })).rejects.toMatchObject({ status: 400, field: "identification_number", customerFacingMessage: "Personnummer saknas" })
    reply = { status: 503, body: { type: "riverty_unavailable", message: "Riverty is not available right now", customer_facing_message: " " } }
    const error = await store().validateAddress({ address: { address_1: "a", postal_code: "1", city: "c", country_code: "de" } }).catch((e: unknown) => e)
    expect((error as RivertyStoreError).customerFacingMessage).toBeUndefined()
  })

  it("reports an answer that is not JSON, and a server that does not answer", async () => {
    reply = { status: 502, raw: "<html>Bad gateway</html>" }
    await expect(store().paymentMethods({ cart_id: "c" })).rejects.toMatchObject({ status: 502, type: "unknown_error", message: "The store answered 502" })
    reply = { status: 200, raw: "" }
    await expect(store().paymentMethods({ cart_id: "c" })).rejects.toMatchObject({ type: "invalid_response" })
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const offline = createRivertyStore({ baseUrl: `http://127.0.0.1:${port}`, publishableKey: "pk" })
    await expect(offline.paymentMethods({ cart_id: "c" })).rejects.toMatchObject({ status: 0, type: "network_error" })
  })

  it("uses the fetch it is given", async () => {
    const calls: string[] = []
    const custom = createRivertyStore({
      baseUrl: "https://store.example",
      publishableKey: "pk",
      fetch: async (url) => {
        calls.push(url)
        return { ok: true, status: 200, headers: { get: () => null }, text: async () => '{"installment_plans":[]}' }
      },
    })
    await expect(custom.installmentPlans({ provider_id: "p", cart_id: "c" })).resolves.toEqual({ installment_plans: [] })
    expect(calls).toEqual(["https://store.example/store/riverty/installment-plans"])
  })
})

describe("fieldOfMessage", () => {
  it("reads the field a store 400 names first", () => {
    expect(fieldOfMessage("Invalid request: address.postal_code: Too big: expected string to have <=10 characters")).toBe("address.postal_code")
    expect(fieldOfMessage("Invalid request: amount: not an accepted field; cart_id: required")).toBe("amount")
    expect(fieldOfMessage("Riverty payment data: iban is not a valid IBAN")).toBe("iban")
    expect(fieldOfMessage("Riverty payment data: birth_date, iban required for this payment method")).toBe("birth_date")
    expect(fieldOfMessage("items[0].quantity: too many")).toBe("items[0].quantity")
    expect(fieldOfMessage("Invalid request: body: expected object")).toBeUndefined()
    expect(fieldOfMessage("Unfortunately we cannot offer you this payment method.")).toBeUndefined()
  })
})
