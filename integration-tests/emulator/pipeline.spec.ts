import { TokenCache, type RivertyClient } from "../../src/riverty"
import type { RunningEmulator } from "../../src/emulator"
import { clientFor, control, emulator, transportFor } from "./helpers/emulator"
import { itControl } from "./helpers/target"
import { failure } from "./helpers/errors"
import { authorizeBody, JACKET } from "./helpers/fixtures"

interface JournalEntry {
  method: string
  path: string
  status: number
  headers: Record<string, string>
  body: unknown
  replayed?: boolean
  fault?: string
}

/** Hands out a token the emulator never issued. */
class ForgedTokens extends TokenCache {
  override async get(): Promise<string> {
    return "forged-token"
  }
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

async function authorized(): Promise<string> {
  const body = authorizeBody()
  await client.checkout.authorize(body)
  return String(body.order?.number)
}

describe("authentication", () => {
  it("issues client-credentials tokens for a day", async () => {
    const token = await client.token.request()
    expect(token).toMatchObject({ token_type: "Bearer", expires_in: 86400, scope: "fullcontrol:users" })
    expect(token.access_token.length).toBeGreaterThan(20)
  })

  it("refuses a wrong client secret at the token endpoint", async () => {
    const wrong = clientFor(emu, { oauth: { clientId: emu.config.clientId, clientSecret: "wrong" } })
    const error = await failure(() => wrong.customers.get(1001, "C-0001"))
    expect(error.kind).toBe("authentication")
    expect(error.status).toBe(401)
  })

  it("answers 401 with the service's text for a wrong X-Auth-Key and for an unknown bearer token", async () => {
    const wrongKey = clientFor(emu, { apiKey: "not-a-key", apiKeys: {} })
    const e1 = await failure(() => wrongKey.checkout.getVersion())
    expect(e1.kind).toBe("authentication")
    expect(e1.messages[0]?.message).toBe("Authorization has been denied for this request.")

    const forged = clientFor(emu, { tokenCache: new ForgedTokens() })
    const e2 = await failure(() => forged.customers.get(1001, "C-0001"))
    expect(e2.status).toBe(401)
    expect(e2.messages[0]?.message).toBe("Authorization has been denied for this request.")
    const e3 = await failure(() => forged.claims.listInvoices("CLM-10001"))
    expect(e3.messages[0]?.message).toBe("Request not authorized.")
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
    await client.checkout.authorize(authorizeBody({ payment: { type: "Invoice", directDebit: { bankAccount: "DE75512108001245126199" } } }))
    const { body } = await control(emu).get<JournalEntry[]>("/journal?path=/api/v3/checkout/authorize&limit=1")
    const entry = body[0]
    expect(entry.headers["x-auth-key"]).toBe("[redacted]")
    const text = JSON.stringify(entry)
    expect(text).not.toContain("DE75512108001245126199")
    expect(text).not.toContain("1999-01-02")
    expect(text).not.toContain(emu.config.apiKeys[0].key)
  })
})

describe("request validation with the shared schemas", () => {
  it("answers 400 with message objects, the 400.00x code and the field path", async () => {
    const transport = transportFor(emu)
    const send = (body: unknown) =>
      failure(() => transport.send({ module: "checkout", method: "POST", path: "/api/v3/checkout/authorize", body }))
    const missing = await send(undefined)
    expect(missing.status).toBe(400)
    expect(missing.code).toBe("400.001")

    const valid = authorizeBody()
    const badType = await send({ ...valid, payment: { type: "Cheque" } })
    expect(badType.code).toBe("400.004")
    expect(badType.fieldReference).toBe("payment.type")

    const longEmail = await send({ ...valid, customer: { ...valid.customer, email: `${"x".repeat(260)}@example.com` } })
    expect(longEmail.code).toBe("400.005")
    expect(longEmail.fieldReference).toBe("customer.email")

    const decimals = await send({ ...valid, order: { ...valid.order, totalGrossAmount: 10.123 } })
    expect(decimals.code).toBe("400.007")
    expect(decimals.fieldReference).toBe("order.totalGrossAmount")

    const country = await send({ ...valid, customer: { ...valid.customer, address: { countryCode: "US" } } })
    expect(country.fieldReference).toBe("customer.address.countryCode")

    const noBirthDate = await send({ ...valid, customer: { ...valid.customer, birthDate: undefined } })
    expect(noBirthDate.code).toBe("400.002")
    expect(noBirthDate.fieldReference).toBe("customer.birthDate")
  })

  it("truncates names longer than 50 characters instead of refusing them", async () => {
    const body = authorizeBody()
    if (body.customer) body.customer.lastName = "L".repeat(60)
    const res = await transportFor(emu).send({ module: "checkout", method: "POST", path: "/api/v3/checkout/authorize", body })
    expect(res).toBeUndefined()
    const order = await client.orders.getOrder(String(body.order?.number))
    expect(order.orderDetails.customer?.lastName).toHaveLength(50)
  })
})

describe("limits", () => {
  itControl("answers 413 above the configured body size", async () => {
    const local = await emulator({ maxBodyBytes: 2048 })
    try {
      const items = Array.from({ length: 10 }, (_, i) => ({ ...JACKET, productId: `P${i}`, additionalInformation: "x".repeat(300) }))
      const error = await failure(() => clientFor(local).checkout.authorize(authorizeBody({ items })))
      expect(error.status).toBe(413)
      expect((await clientFor(local).checkout.authorize(authorizeBody())).outcome).toBe("Accepted")
    } finally {
      await local.stop()
    }
  })

  itControl("answers 429 with Retry-After above the configured rate", async () => {
    const local = await emulator({ rateLimit: { requests: 3, windowMs: 60_000 } })
    try {
      const c = clientFor(local, { retry: { retries: 2, maxRetryAfterMs: 0 } })
      for (let i = 0; i < 3; i++) await c.checkout.getVersion()
      const error = await failure(() => c.checkout.getVersion())
      expect(error.kind).toBe("rate_limit")
      expect(error.retryAfterMs).toBeGreaterThanOrEqual(1000)
    } finally {
      await local.stop()
    }
  })
})

describe("idempotency", () => {
  it("replays a capture for the same key and body, refuses the key for another body", async () => {
    const number = await authorized()
    const body = { orderDetails: { totalGrossAmount: 50, totalNetAmount: 42.02 } }
    const first = await client.orders.capture(number, body, { idempotencyKey: `cap-${number}` })
    const again = await client.orders.capture(number, body, { idempotencyKey: `cap-${number}` })
    expect(again).toEqual(first)
    const other = await failure(() =>
      client.orders.capture(number, { orderDetails: { totalGrossAmount: 10, totalNetAmount: 8.4 } }, { idempotencyKey: `cap-${number}` }),
    )
    expect(other.status).toBe(409)
    expect(other.fieldReference).toBe("X-Idempotency-Key")
    expect((await client.orders.listCaptures(number)).captures).toHaveLength(1)
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
