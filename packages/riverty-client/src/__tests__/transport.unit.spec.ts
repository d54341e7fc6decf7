import { TokenCache } from "../auth"
import { createRivertyClient, type RivertyClientOptions } from "../client"
import { RivertyDeadlineError, RivertyError, RivertyNetworkError, RivertyRateLimitError, RivertyValidationError } from "../errors"
import { startTestServer, type RecordedRequest, type TestServer } from "./support/test-server"

// Transport behaviour against a real local HTTP server (no axios mock).

const FAST_RETRY = { retries: 3, baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 5_000 }

const captureBody = {
  orderDetails: { totalGrossAmount: 100, totalNetAmount: 84.03, currency: "EUR" as const },
}

function clientFor(server: TestServer, extra: Partial<RivertyClientOptions> = {}) {
  return createRivertyClient({
    environment: "emulator",
    emulatorUrl: server.url,
    apiKeys: { DE: "key-de", AT: "key-at" },
    oauth: { clientId: "client", clientSecret: "secret", audience: "https://audience" },
    tokenCache: new TokenCache(),
    retry: FAST_RETRY,
    timeoutMs: 2_000,
    ...extra,
  })
}

const isToken = (r: RecordedRequest) => r.path === "/oauth/token"

describe("transport against a local HTTP server", () => {
  let server: TestServer
  afterEach(async () => {
    await server.close()
  })

  it("50 concurrent first calls share exactly one token request", async () => {
    let issued = 0
    server = await startTestServer(async (req) => {
      if (isToken(req)) {
        issued += 1
        // Slow token answer so every call is waiting on it.
        return { delayMs: 50, body: { access_token: `tok-${issued}`, expires_in: 86400, token_type: "Bearer", scope: "fullcontrol:users" } }
      }
      return { body: { items: [], pagination: { totalItems: 0, pageSize: 10, currentPage: 1, totalPages: 0 } } }
    })
    const client = clientFor(server)
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => client.claims.listInvoices(`C${i}`)))
    expect(results).toHaveLength(50)
    expect(server.requests.filter(isToken)).toHaveLength(1)
    const calls = server.requestsTo("/claims")
    expect(calls).toHaveLength(50)
    expect(new Set(calls.map((r) => r.headers.authorization))).toEqual(new Set(["Bearer tok-1"]))
  })

  it("sends the client credentials form-encoded with the audience", async () => {
    server = await startTestServer((req) =>
      isToken(req) ? { body: { access_token: "t", expires_in: 86400, token_type: "Bearer" } } : { body: [] },
    )
    await clientFor(server).subscriptions.getConsumptions(7, { customerNumber: "C1" })
    const token = server.requests.find(isToken)!
    expect(token.method).toBe("POST")
    expect(token.headers["content-type"]).toContain("application/x-www-form-urlencoded")
    expect(Object.fromEntries(new URLSearchParams(token.body))).toEqual({
      grant_type: "client_credentials",
      client_id: "client",
      client_secret: "secret",
      audience: "https://audience",
    })
    const call = server.requestsTo("/v1/clients/7/consumptions")[0]
    expect(call.query.get("customerNumber")).toBe("C1")
  })

  it("a 401 triggers one token refresh and a successful retry", async () => {
    let issued = 0
    server = await startTestServer((req) => {
      if (isToken(req)) {
        issued += 1
        return { body: { access_token: `tok-${issued}`, expires_in: 86400, token_type: "Bearer" } }
      }
      // tok-1 was revoked early by the issuer.
      if (req.headers.authorization !== "Bearer tok-2") return { status: 401, body: { message: "Authorization has been denied for this request." } }
      return { body: { merchantId: "M1", shopId: "S1" } }
    })
    const created = await clientFor(server).merchants.create(validMerchant())
    expect(created).toEqual({ merchantId: "M1", shopId: "S1" })
    expect(server.requests.filter(isToken)).toHaveLength(2)
    expect(server.requestsTo("/merchants").map((r) => r.headers.authorization)).toEqual(["Bearer tok-1", "Bearer tok-2"])
  })

  it("concurrent calls rejected with 401 share one refresh", async () => {
    let issued = 0
    server = await startTestServer((req) => {
      if (isToken(req)) {
        issued += 1
        return { delayMs: 30, body: { access_token: `tok-${issued}`, expires_in: 86400, token_type: "Bearer" } }
      }
      if (req.headers.authorization !== "Bearer tok-2") return { status: 401, body: { message: "request not authorized" } }
      return { body: { items: [], pagination: { totalItems: 0, pageSize: 10, currentPage: 1, totalPages: 0 } } }
    })
    const client = clientFor(server)
    await Promise.all(Array.from({ length: 20 }, (_, i) => client.claims.listInvoices(`C${i}`)))
    expect(server.requests.filter(isToken)).toHaveLength(2)
    expect(server.requestsTo("/claims").filter((r) => r.headers.authorization === "Bearer tok-2")).toHaveLength(20)
  })

  it("a second 401 after the refresh surfaces as an authentication error", async () => {
    let issued = 0
    server = await startTestServer((req) => {
      if (isToken(req)) {
        issued += 1
        return { body: { access_token: `tok-${issued}`, expires_in: 86400, token_type: "Bearer" } }
      }
      return { status: 401, body: { message: "request not authorized" } }
    })
    const error = await clientFor(server).claims.listInvoices("C1").catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RivertyError)
    expect((error as RivertyError).kind).toBe("authentication")
    expect((error as RivertyError).status).toBe(401)
    expect((error as RivertyError).messages).toEqual([{ message: "request not authorized" }])
    expect(server.requests.filter(isToken)).toHaveLength(2)
    expect(server.requestsTo("/claims")).toHaveLength(2)
  })

  it("waits out a 429 with Retry-After before retrying", async () => {
    server = await startTestServer(() => {
      if (server.requestsTo("/api/v3/version").length === 1) {
        return { status: 429, headers: { "Retry-After": "1" }, body: { message: "Too many requests" } }
      }
      return { body: { version: "1.0.0" } }
    })
    const result = await clientFor(server).checkout.getVersion({ country: "DE" })
    expect(result.version).toBe("1.0.0")
    const [first, second] = server.requestsTo("/api/v3/version")
    expect(server.requestsTo("/api/v3/version")).toHaveLength(2)
    expect(second.at - first.at).toBeGreaterThanOrEqual(950)
  })

  it("surfaces a 429 whose Retry-After exceeds the limit as a rate-limit error", async () => {
    server = await startTestServer(() => ({ status: 429, headers: { "Retry-After": "120" } }))
    const error = await clientFor(server).checkout.getVersion({ country: "DE" }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RivertyRateLimitError)
    expect((error as RivertyRateLimitError).retryAfterMs).toBe(120_000)
    expect(server.requests).toHaveLength(1)
  })

  it("never retries a write without an idempotency key", async () => {
    server = await startTestServer(() => ({ status: 503, body: { message: "busy" } }))
    const error = await clientFor(server).orders.capture("order-1", captureBody, { country: "DE" }).catch((e: unknown) => e)
    expect((error as RivertyError).kind).toBe("server")
    expect((error as RivertyError).status).toBe(503)
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0].headers["x-idempotency-key"]).toBeUndefined()
  })

  it("retries a write with an idempotency key and re-sends the same key and body", async () => {
    server = await startTestServer(() =>
      server.requests.length < 3
        ? { status: 502, body: "bad gateway" }
        : { body: { capturedAmount: 100, captureNumber: "800090089", authorizedAmount: 100, remainingAuthorizedAmount: 0 } },
    )
    const result = await clientFor(server).orders.capture("order-1", captureBody, { country: "DE", idempotencyKey: "cap-order-1-1" })
    expect(result.captureNumber).toBe("800090089")
    expect(server.requests).toHaveLength(3)
    expect(server.requests.map((r) => r.headers["x-idempotency-key"])).toEqual(["cap-order-1-1", "cap-order-1-1", "cap-order-1-1"])
    expect(new Set(server.requests.map((r) => r.body)).size).toBe(1)
    expect(JSON.parse(server.requests[0].body)).toEqual(captureBody)
  })

  it("retries reads on 5xx and stops after the configured number of retries", async () => {
    server = await startTestServer(() => ({ status: 500, body: { message: "Request failed due internal error. Retry request later." } }))
    const error = await clientFor(server).orders.getOrder("order-1", { country: "DE" }).catch((e: unknown) => e)
    expect((error as RivertyError).kind).toBe("server")
    expect((error as RivertyError).messages[0].message).toContain("internal error")
    expect(server.requests).toHaveLength(1 + FAST_RETRY.retries)
  })

  it("surfaces timeouts as network errors", async () => {
    server = await startTestServer(() => ({ delayMs: 1_000, body: { version: "late" } }))
    const client = clientFor(server, { retry: { ...FAST_RETRY, retries: 1 }, timeoutMs: 100 })
    const error = await client.checkout.getVersion({ country: "DE" }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RivertyNetworkError)
    expect((error as RivertyNetworkError).kind).toBe("network")
    expect((error as RivertyNetworkError).timedOut).toBe(true)
    // A read is retried once after its timeout.
    expect(server.requests).toHaveLength(2)
  })

  describe("one deadline across retries", () => {
    const elapsed = async <T>(run: () => Promise<T>) => {
      const started = performance.now()
      const result = await run().catch((e: unknown) => e)
      return { result, ms: performance.now() - started }
    }

    it("cuts the attempt at the deadline although the per-attempt timeout is longer, and reports an unknown outcome", async () => {
      server = await startTestServer(() => ({ delayMs: 5_000, body: { version: "late" } }))
      const client = clientFor(server, { timeoutMs: 4_000 })
      const { result, ms } = await elapsed(() => client.orders.getOrder("order-1", { country: "DE", deadlineMs: 300 }))
      expect(result).toBeInstanceOf(RivertyDeadlineError)
      expect((result as RivertyDeadlineError).outcomeUnknown).toBe(true)
      expect((result as RivertyDeadlineError).deadlineMs).toBe(300)
      // Still a timed-out network error for callers that only know those.
      expect((result as RivertyDeadlineError).kind).toBe("network")
      expect(ms).toBeGreaterThanOrEqual(290)
      // Well before the 4 s per-attempt timeout; room for a loaded machine.
      expect(ms).toBeLessThan(2_500)
      expect(server.requests).toHaveLength(1)
    })

    it("gives every retry only the time left, so the whole call ends at the deadline", async () => {
      // Each attempt would time out after 400 ms; four attempts would take 1.6 s.
      server = await startTestServer(() => ({ delayMs: 5_000, body: {} }))
      const client = clientFor(server, { timeoutMs: 400 })
      const { result, ms } = await elapsed(() => client.orders.getOrder("order-1", { country: "DE", deadlineMs: 600 }))
      expect(result).toBeInstanceOf(RivertyDeadlineError)
      // Four full attempts would take 1.6 s.
      expect(ms).toBeLessThan(1_500)
      // The first attempt ran its full 400 ms, the retry only the 200 ms left.
      expect(server.requests).toHaveLength(2)
      const last = server.requests[server.requests.length - 1]
      expect(last.at - server.requests[0].at).toBeLessThan(600)
    })

    it("starts no retry after the deadline, even when the backoff would allow one", async () => {
      server = await startTestServer(() => ({ status: 503, body: { message: "busy" } }))
      const client = clientFor(server, { retry: { retries: 3, baseDelayMs: 400, maxDelayMs: 400, maxRetryAfterMs: 5_000 } })
      const { result, ms } = await elapsed(() =>
        client.checkout.authorize(authorizeBody("DE"), { idempotencyKey: "auth-1", deadlineMs: 250 }),
      )
      expect(result).toBeInstanceOf(RivertyDeadlineError)
      // Three back-offs of 400 ms would take over 1.2 s.
      expect(ms).toBeLessThan(1_000)
      // The first attempt, and at most one retry that the backoff's jitter let start in time.
      expect(server.requests.length).toBeLessThanOrEqual(2)
    })

    it("does not turn a definite answer into a deadline error, and leaves calls without a deadline alone", async () => {
      server = await startTestServer(() => ({ status: 400, body: [{ type: "BusinessError", code: "400.117", message: "No" }] }))
      const refused = await clientFor(server).orders.getOrder("order-1", { country: "DE", deadlineMs: 5_000 }).catch((e: unknown) => e)
      expect(refused).not.toBeInstanceOf(RivertyDeadlineError)
      expect((refused as RivertyError).code).toBe("400.117")
      await server.close()
      server = await startTestServer(() => ({ delayMs: 1_000, body: {} }))
      const slow = await clientFor(server, { retry: { ...FAST_RETRY, retries: 0 }, timeoutMs: 100 })
        .orders.getOrder("order-1", { country: "DE" })
        .catch((e: unknown) => e)
      expect(slow).toBeInstanceOf(RivertyNetworkError)
      expect(slow).not.toBeInstanceOf(RivertyDeadlineError)
    })

    it("answers within the deadline when the service answers in time", async () => {
      server = await startTestServer(() =>
        server.requests.length < 2 ? { status: 502, body: "bad gateway" } : { body: { version: "v3" } },
      )
      const result = await clientFor(server).checkout.getVersion({ country: "DE", deadlineMs: 2_000 })
      expect(result).toBeDefined()
      expect(server.requests).toHaveLength(2)
    })
  })

  it("surfaces a dropped connection on a write without key as a network error, sent once", async () => {
    server = await startTestServer(() => ({ destroy: true }))
    const error = await clientFor(server).orders.voidAuthorization("order-1", {}, { country: "DE" }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RivertyNetworkError)
    expect((error as RivertyNetworkError).timedOut).toBe(false)
    expect(server.requests).toHaveLength(1)
  })

  it("picks the v3 API key by country, from the body or the call", async () => {
    server = await startTestServer(() => ({ body: { outcome: "Accepted", reservationId: "r", checkoutId: "c" } }))
    const client = clientFor(server)
    await client.checkout.authorize(authorizeBody("AT"))
    await client.orders.getOrder("order-1", { country: "DE" }).catch(() => undefined)
    expect(server.requests[0].headers["x-auth-key"]).toBe("key-at")
    expect(server.requests[0].headers.authorization).toBeUndefined()
    expect(server.requests[1].headers["x-auth-key"]).toBe("key-de")
  })

  it("refuses a v3 call for a country without key when there is no default", async () => {
    server = await startTestServer()
    const error = await clientFor(server).orders.getOrder("order-1", { country: "SE" }).catch((e: unknown) => e)
    expect((error as RivertyError).kind).toBe("configuration")
    expect(server.requests).toHaveLength(0)
  })

  it("never sends a request that fails local validation", async () => {
    server = await startTestServer()
    const body = authorizeBody("DE")
    body.customer.address.countryCode = "XX" as "DE"
    const error = await clientFor(server).checkout.authorize(body).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RivertyValidationError)
    expect((error as RivertyValidationError).fieldReference).toBe("customer.address.countryCode")
    expect(server.requests).toHaveLength(0)
  })

  it("maps a v3 400 message array onto the error", async () => {
    const messages = [
      {
        type: "BusinessError",
        code: "400.102",
        message: "Gross amount does not match item prices",
        customerFacingMessage: "Please try again",
        actionCode: "Unavailable",
        fieldReference: "order.totalGrossAmount",
      },
    ]
    server = await startTestServer(() => ({ status: 400, body: messages }))
    const error = (await clientFor(server).checkout.authorize(authorizeBody("DE")).catch((e: unknown) => e)) as RivertyError
    expect(error.kind).toBe("request")
    expect(error.status).toBe(400)
    expect(error.messages).toEqual(messages)
    expect(error.code).toBe("400.102")
    expect(error.fieldReference).toBe("order.totalGrossAmount")
    expect(error.customerFacingMessage).toBe("Please try again")
    expect(server.requests).toHaveLength(1)
  })

  it("keeps unknown response fields and refuses a response that breaks its schema", async () => {
    server = await startTestServer(() => ({ body: { outcome: "Accepted", reservationId: "r", newField: { x: 1 } } }))
    const ok = await clientFor(server).checkout.authorize(authorizeBody("DE"))
    expect((ok as Record<string, unknown>).newField).toEqual({ x: 1 })
    server.setHandler(() => ({ body: { reservationId: "r" } }))
    const error = (await clientFor(server).checkout.authorize(authorizeBody("DE")).catch((e: unknown) => e)) as RivertyError
    expect(error.kind).toBe("invalid_response")
  })

  it("sends Accept-version to the merchant API and the internal headers to claims", async () => {
    server = await startTestServer((req) => {
      if (isToken(req)) return { body: { access_token: "t", expires_in: 86400, token_type: "Bearer" } }
      if (req.path === "/merchants") return { body: { merchantId: "M", shopId: "S" } }
      return { body: { items: [], pagination: { totalItems: 0, pageSize: 5, currentPage: 2, totalPages: 0 } } }
    })
    const client = clientFor(server)
    await client.merchants.create(validMerchant())
    await client.claims.listInvoices("CL-1", { view: "CONSUMER", page: 2, pageSize: 5 }, { clientGlobalId: 42, clientReference: ["a", "b"] })
    expect(server.requestsTo("/merchants")[0].headers["accept-version"]).toBe("1.0")
    const claims = server.requestsTo("/claims/CL-1/invoices")[0]
    expect(claims.headers["x-client-global-id"]).toBe("42")
    expect(claims.headers["x-client-reference"]).toBe("a,b")
    expect(Object.fromEntries(claims.query)).toEqual({ view: "CONSUMER", page: "2", pageSize: "5" })
  })

  it("answers HEAD customer checks with true on 200 and false on 404", async () => {
    server = await startTestServer((req) => {
      if (isToken(req)) return { body: { access_token: "t", expires_in: 86400, token_type: "Bearer" } }
      return { status: req.path.endsWith("/known") ? 200 : 404 }
    })
    const client = clientFor(server)
    await expect(client.customers.exists(5, "known")).resolves.toBe(true)
    await expect(client.customers.exists(5, "unknown")).resolves.toBe(false)
    expect(server.requestsTo("/v1/clients/5/customers").map((r) => r.method)).toEqual(["HEAD", "HEAD"])
  })

  it("refuses an idempotency key the service would not accept", async () => {
    server = await startTestServer()
    const error = await clientFor(server)
      .orders.capture("order-1", captureBody, { country: "DE", idempotencyKey: "has spaces and/slashes" })
      .catch((e: unknown) => e)
    expect((error as RivertyError).kind).toBe("validation")
    expect(server.requests).toHaveLength(0)
  })
})

function authorizeBody(country: "DE" | "AT") {
  return {
    payment: { type: "Invoice" as const },
    customer: {
      customerCategory: "Person" as const,
      firstName: "Astrid",
      lastName: "Svensson",
      birthDate: "1999-01-02",
      email: "astrid.svensson@example.com",
      address: { street: "Gütersloher Straße", streetNumber: "123", postalCode: "33415", postalPlace: "Verl", countryCode: country },
    },
    order: {
      number: "order-1",
      totalGrossAmount: 100,
      totalNetAmount: 84.03,
      currency: "EUR" as const,
      items: [
        { productId: "p1", description: "Jacket", netUnitPrice: 84.03, grossUnitPrice: 100, quantity: 1, vatPercent: 19, vatAmount: 15.97 },
      ],
    },
  }
}

function validMerchant() {
  const contact = { firstName: "Ann", lastName: "Berg", email: "ann@example.com" }
  return {
    legalName: "Shop GmbH",
    courtRegistrationCity: "Berlin",
    companyRegistrationNumber: "HRB 1",
    registeredAddress: { street: "Hauptstraße", houseNumber: "1", postalCode: "10115", city: "Berlin", country: "DE" as const },
    primaryContact: contact,
    shop: {
      name: "shop.example",
      url: "https://shop.example",
      marketCountry: "DE" as const,
      industryCode: "4791",
      industryCodeStandard: "Mcc" as const,
      operationalContact: contact,
      contract: { partnerReference: "partner-1", agreementId: "agreement-de" },
    },
  }
}
