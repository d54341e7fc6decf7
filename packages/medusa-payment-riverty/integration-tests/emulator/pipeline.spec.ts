import type { RivertyClient } from "riverty-client"
import type { RunningEmulator } from "riverty-emulator"
import { clientFor, control, emulator } from "./helpers/emulator"
import { contractTarget, itControl } from "./helpers/target"
import { failure } from "./helpers/errors"
import { authorizeBody, JACKET } from "./helpers/fixtures"
import { raw } from "./helpers/raw"
import { expectRefusal } from "./helpers/wire"

interface JournalEntry {
  method: string
  path: string
  status: number
  headers: Record<string, string>
  body: unknown
  replayed?: boolean
  fault?: string
}

let emu: RunningEmulator
let client: RivertyClient

beforeAll(async () => {
  emu = await emulator()
  client = clientFor(emu)
})
afterAll(() => emu.stop())
beforeEach(async () => {
  await control(emu).del("/faults")
})

const wire = (target: RunningEmulator = emu) => raw(target)
const AUTHORIZE = "/api/v3/checkout/authorize"
const orderPath = (number: string) => `/api/v3/orders/${encodeURIComponent(number)}`
/** The facts file's 401 body for v3 and the v1 modules (authentication). */
const DENIED = "Authorization has been denied for this request."

async function authorized(): Promise<string> {
  const body = authorizeBody()
  const res = await wire().post("checkout", AUTHORIZE, body)
  expect([res.status, res.body.outcome]).toEqual([200, "Accepted"])
  return String(body.order?.number)
}

/** The client-credentials grant as the spec writes it, with these credentials. */
function token(clientId: string, clientSecret: string): Promise<Response> {
  return fetch(`${contractTarget()?.authUrl ?? emu.url}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "client_credentials", client_id: clientId, client_secret: clientSecret }).toString(),
  })
}

describe("authentication", () => {
  it("issues client-credentials tokens for a day", async () => {
    const res = await token(emu.config.clientId, emu.config.clientSecret)
    expect(res.status).toBe(200)
    const body = (await res.json()) as Record<string, unknown>
    // Spec, Authentication: scope fullcontrol:users, expires_in 86400, token_type Bearer.
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: 86400, scope: "fullcontrol:users" })
    expect(String(body.access_token).length).toBeGreaterThan(20)
  })

  it("refuses a wrong client secret at the token endpoint", async () => {
    const res = await token(emu.config.clientId, "wrong")
    expect(res.status).toBe(401)
    await res.text()
  })

  it("answers 401 with the service's text for a wrong X-Auth-Key and for an unknown bearer token", async () => {
    const wrongKey = await wire().get("checkout", "/api/v3/version", { headers: { "x-auth-key": "not-a-key" } })
    expect([wrongKey.status, wrongKey.body]).toEqual([401, { message: DENIED }])
    const forged = { headers: { authorization: "Bearer forged-token" } }
    const customer = await wire().get("customers", "/v1/clients/1001/customers/C-0001", forged)
    expect([customer.status, customer.body]).toEqual([401, { message: DENIED }])
    // Spec, Errors: the claims module words it "request not authorized".
    const claims = await wire().get("claims", "/claims/CLM-10001/invoices", forged)
    expect(claims.status).toBe(401)
    expect(JSON.stringify(claims.body)).toContain("Request not authorized.")
  })

  itControl("lets a token expire after expires_in on the emulator clock; the client fetches a new one", async () => {
    const local = await emulator()
    try {
      const c = clientFor(local)
      await c.customers.get(1001, "C-0001")
      await control(local).post("/clock/advance", { seconds: 86_401 })
      await c.customers.get(1001, "C-0001")
      const { body } = await control(local).get<JournalEntry[]>("/journal")
      expect(body.map((e) => `${e.path} ${e.status}`)).toEqual([
        "/oauth/token 200",
        "/v1/clients/1001/customers/C-0001 200",
        "/v1/clients/1001/customers/C-0001 401",
        "/oauth/token 200",
        "/v1/clients/1001/customers/C-0001 200",
      ])
    } finally {
      await local.stop()
    }
  })

  itControl("keeps secrets out of the journal", async () => {
    const res = await wire().post("checkout", AUTHORIZE, authorizeBody({ payment: { type: "Invoice", directDebit: { bankAccount: "DE75512108001245126199" } } }))
    expect(res.status).toBe(200)
    const { body } = await control(emu).get<JournalEntry[]>("/journal?path=/api/v3/checkout/authorize&limit=1")
    const entry = body[0]
    expect(entry.headers["x-auth-key"]).toBe("[redacted]")
    const text = JSON.stringify(entry)
    expect(text).not.toContain("DE75512108001245126199")
    expect(text).not.toContain("1999-01-02")
    expect(text).not.toContain(emu.config.apiKeys[0].key)
  })
})

describe("request validation", () => {
  it("answers 400 with message objects, the 400.00x code and the field path", async () => {
    const send = (body: unknown) => wire().post("checkout", AUTHORIZE, body)
    // An empty body: the facts file's 400.001 (required body missing).
    expect((await wire().call("checkout", "POST", AUTHORIZE, undefined, { headers: { "content-type": "application/json" } })).body[0].code).toBe("400.001")

    const valid = authorizeBody()
    expectRefusal(await send({ ...valid, payment: { type: "Cheque" } }), "400.004", "payment.type")
    expectRefusal(await send({ ...valid, customer: { ...valid.customer, email: `${"x".repeat(260)}@example.com` } }), "400.005", "customer.email")
    expectRefusal(await send({ ...valid, order: { ...valid.order, totalGrossAmount: 10.123 } }), "400.007", "order.totalGrossAmount")
    const country = await send({ ...valid, customer: { ...valid.customer, address: { countryCode: "US" } } })
    expect(country.status).toBe(400)
    expect((country.body as { fieldReference?: string }[]).map((m) => m.fieldReference)).toContain("customer.address.countryCode")
    expectRefusal(await send({ ...valid, customer: { ...valid.customer, birthDate: undefined } }), "400.002", "customer.birthDate")
  })

  it("truncates names longer than 50 characters instead of refusing them", async () => {
    const body = authorizeBody()
    if (body.customer) body.customer.lastName = "L".repeat(60)
    const res = await wire().post("checkout", AUTHORIZE, body)
    expect(res.status).toBe(200)
    const order = await wire().get("checkout", orderPath(String(body.order?.number)))
    expect(order.body.orderDetails.customer.lastName).toBe("L".repeat(50))
  })
})

describe("limits", () => {
  itControl("answers 413 above the configured body size", async () => {
    const local = await emulator({ maxBodyBytes: 2048 })
    try {
      const items = Array.from({ length: 10 }, (_, i) => ({ ...JACKET, productId: `P${i}`, additionalInformation: "x".repeat(300) }))
      expect((await wire(local).post("checkout", AUTHORIZE, authorizeBody({ items }))).status).toBe(413)
      const small = await wire(local).post("checkout", AUTHORIZE, authorizeBody())
      expect([small.status, small.body.outcome]).toEqual([200, "Accepted"])
    } finally {
      await local.stop()
    }
  })

  itControl("answers 429 with Retry-After above the configured rate", async () => {
    const local = await emulator({ rateLimit: { requests: 3, windowMs: 60_000 } })
    try {
      for (let i = 0; i < 3; i++) expect((await wire(local).get("checkout", "/api/v3/version")).status).toBe(200)
      const limited = await wire(local).get("checkout", "/api/v3/version")
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1)
    } finally {
      await local.stop()
    }
  })
})

describe("idempotency", () => {
  it("replays a capture for the same key and body, refuses the key for another body", async () => {
    const number = await authorized()
    const capture = (body: unknown) => wire().post("checkout", `${orderPath(number)}/captures`, body, { headers: { "X-Idempotency-Key": `cap-${number}` } })
    const body = { orderDetails: { totalGrossAmount: 50, totalNetAmount: 42.02 } }
    const first = await capture(body)
    expect(first.status).toBe(200)
    const again = await capture(body)
    expect([again.status, again.body]).toEqual([200, first.body])
    const other = await capture({ orderDetails: { totalGrossAmount: 10, totalNetAmount: 8.4 } })
    expect(other.status).toBe(409)
    expect(JSON.stringify(other.body)).toContain('"fieldReference":"X-Idempotency-Key"')
    const listed = await wire().get("checkout", `${orderPath(number)}/captures`)
    expect(listed.body.captures).toHaveLength(1)
  })
})

describe("faults", () => {
  itControl("fails the next N calls of a route with a status; reads are retried by the client", async () => {
    const number = await authorized()
    await control(emu).post("/faults", { method: "GET", path: `/api/v3/orders/${number}`, status: 503, times: 2 })
    const order = await client.orders.getOrder(number)
    expect(order.orderDetails.orderNumber).toBe(number)
    const { body } = await control(emu).get<JournalEntry[]>(`/journal?path=/api/v3/orders/${number}&method=GET`)
    expect(body.map((e) => e.status)).toEqual([503, 503, 200])
  })

  itControl("applies a capture before failing its answer: a retry with the idempotency key captures once", async () => {
    const number = await authorized()
    await control(emu).post("/faults", { method: "POST", path: "/api/v3/orders/*/captures", status: 500, afterApply: true })
    const res = await client.orders.capture(number, { orderDetails: { totalGrossAmount: 60, totalNetAmount: 50.42 } }, { idempotencyKey: `k-${number}` })
    expect(res.capturedAmount).toBe(60)
    const { captures } = await client.orders.listCaptures(number)
    expect(captures).toHaveLength(1)
    const { body } = await control(emu).get<JournalEntry[]>(`/journal?path=/api/v3/orders/${number}/captures&method=POST`)
    expect(body.map((e) => [e.status, Boolean(e.replayed)])).toEqual([
      [500, false],
      [200, true],
    ])
  })

  itControl("without an idempotency key the lost answer is an error and a blind repeat captures twice", async () => {
    const number = await authorized()
    await control(emu).post("/faults", { path: `/api/v3/orders/${number}/captures`, drop: true, afterApply: true })
    const error = await failure(() => client.orders.capture(number, { orderDetails: { totalGrossAmount: 30, totalNetAmount: 25.21 } }))
    expect(error.kind).toBe("network")
    await client.orders.capture(number, { orderDetails: { totalGrossAmount: 30, totalNetAmount: 25.21 } })
    expect((await client.orders.listCaptures(number)).captures.map((c) => c.amount)).toEqual([30, 30])
  })

  itControl("drops the connection after a refund was applied; the keyed retry refunds once", async () => {
    const number = await authorized()
    const cap = await client.orders.capture(number, { orderDetails: { totalGrossAmount: 100, totalNetAmount: 84.03 } })
    await control(emu).post("/faults", { path: `/api/v3/orders/${number}/refunds`, drop: true, afterApply: true })
    const res = await client.orders.refund(number, { captureNumber: cap.captureNumber }, { idempotencyKey: `r-${number}` })
    expect(res.totalRefundedAmount).toBe(100)
    expect((await client.orders.listRefunds(number)).refunds).toHaveLength(1)
  })

  itControl("adds latency: a client timeout surfaces as a network error", async () => {
    await control(emu).post("/faults", { path: "/api/v3/version", latencyMs: 400, times: 0 })
    const slow = clientFor(emu, { timeoutMs: 100, retry: { retries: 0 } })
    const error = await failure(() => slow.checkout.getVersion())
    expect(error.kind).toBe("network")
    await control(emu).del("/faults")
    expect((await slow.checkout.getVersion()).version).toEqual(expect.any(String))
  })

  itControl("lists and removes faults", async () => {
    const added = await control(emu).post<{ id: string }>("/faults", { path: "/api/v3/version", status: 500, times: 0 })
    expect((await control(emu).get<unknown[]>("/faults")).body).toHaveLength(1)
    expect((await control(emu).del(`/faults/${added.body.id}`)).status).toBe(200)
    expect((await control(emu).get<unknown[]>("/faults")).body).toHaveLength(0)
    expect((await control(emu).post("/faults", { path: "/x" })).status).toBe(400)
  })
})
