import { createClock } from "../core/clock"
import { FaultRegistry } from "../pipeline/faults"
import { IdempotencyStore } from "../pipeline/idempotency"
import { globMatch, Journal } from "../pipeline/journal"
import { RateLimiter } from "../pipeline/rate-limit"
import { redactBody, redactHeaders } from "../pipeline/redact"
import { createEmptyState } from "../state/store"

describe("glob paths", () => {
  it("matches * within a segment and ** across", () => {
    expect(globMatch("/api/v3/orders/*/captures", "/api/v3/orders/A-1/captures")).toBe(true)
    expect(globMatch("/api/v3/orders/*/captures", "/api/v3/orders/A/1/captures")).toBe(false)
    expect(globMatch("/api/v3/**", "/api/v3/orders/A/captures/1")).toBe(true)
  })
})

describe("faults", () => {
  it("applies to the next N matching calls, or until removed with times 0", () => {
    const faults = new FaultRegistry()
    faults.add({ method: "POST", path: "/a/*", status: 500, times: 2 })
    expect(faults.take("GET", "/a/1")).toBeUndefined()
    expect(faults.take("POST", "/a/1")?.status).toBe(500)
    expect(faults.take("POST", "/a/2")?.status).toBe(500)
    expect(faults.take("POST", "/a/3")).toBeUndefined()
    const forever = faults.add({ path: "/b", drop: true, times: 0 })
    for (let i = 0; i < 5; i++) expect(faults.take("GET", "/b")?.id).toBe(forever.id)
    expect(faults.remove(forever.id)).toBe(true)
    expect(faults.list()).toEqual([])
  })
})

describe("rate limiter", () => {
  it("allows n per window per identity and tells how long to wait", () => {
    const limiter = new RateLimiter({ requests: 2, windowMs: 10_000 })
    expect(limiter.check("a", 0)).toBeUndefined()
    expect(limiter.check("a", 1)).toBeUndefined()
    expect(limiter.check("a", 2_000)).toBe(8)
    expect(limiter.check("b", 2_000)).toBeUndefined()
    expect(limiter.check("a", 10_000)).toBeUndefined()
    expect(new RateLimiter(undefined).check("a", 0)).toBeUndefined()
  })
})

describe("idempotency store", () => {
  const state = createEmptyState()
  const store = new IdempotencyStore(() => state)
  const body = Buffer.from('{"b":1,"a":2}')

  it("replays the first answer for the same request, also with another key order", () => {
    const first = store.check("key:x", "k1", "POST", "/p", body, 0)
    expect(first.kind).toBe("new")
    if (first.kind === "new") first.commit({ status: 200, body: { n: 1 } })
    const again = store.check("key:x", "k1", "POST", "/p", Buffer.from('{"a":2,"b":1}'), 1)
    expect(again).toEqual({ kind: "answer", replayed: true, response: { status: 200, body: { n: 1 } } })
  })

  it("refuses the key for another body or while the first is in flight, and scopes keys per caller", () => {
    expect(store.check("key:x", "k1", "POST", "/p", Buffer.from("{}"), 1)).toMatchObject({ kind: "answer", response: { status: 409 } })
    const inFlight = store.check("key:x", "k2", "POST", "/p", body, 1)
    expect(store.check("key:x", "k2", "POST", "/p", body, 1)).toMatchObject({ kind: "answer", response: { status: 409 } })
    if (inFlight.kind === "new") inFlight.release()
    expect(store.check("key:y", "k1", "POST", "/p", body, 1).kind).toBe("new")
    expect(store.check("key:x", "bad key!", "POST", "/p", body, 1)).toMatchObject({ response: { status: 400 } })
  })

  it("does not keep server errors, so a retry runs the operation", () => {
    const first = store.check("key:z", "k3", "POST", "/p", body, 0)
    if (first.kind === "new") first.commit({ status: 500, body: { message: "x" } })
    expect(store.check("key:z", "k3", "POST", "/p", body, 1).kind).toBe("new")
  })
})

describe("journal and redaction", () => {
  it("keeps the last N entries", () => {
    const journal = new Journal(2)
    for (let i = 0; i < 3; i++) {
      journal.record({ at: "", method: "GET", path: `/p/${i}`, query: {}, headers: {}, body: undefined, status: 200, durationMs: 0 })
    }
    expect(journal.list().map((e) => e.path)).toEqual(["/p/1", "/p/2"])
  })

  it("redacts keys, tokens, secrets, SSNs, IBANs and birth dates", () => {
    expect(redactHeaders({ "x-auth-key": "k", authorization: "Bearer abc", accept: "json" })).toEqual({
      "x-auth-key": "[redacted]",
      authorization: "Bearer [redacted]",
      accept: "json",
    })
    const json = redactBody(Buffer.from(JSON.stringify({ customer: { birthDate: "1999-01-02", identificationNumber: "800101-1231", firstName: "A" }, payment: { directDebit: { bankAccount: "DE75" } } })), "application/json")
    expect(JSON.stringify(json)).not.toMatch(/1999|800101|DE75/)
    expect(redactBody(Buffer.from("grant_type=client_credentials&client_secret=s3cret"), "application/x-www-form-urlencoded")).toEqual({
      grant_type: "client_credentials",
      client_secret: "[redacted]",
    })
  })
})

describe("clock", () => {
  it("moves forward only", () => {
    let real = 1000
    const clock = createClock(0, () => real)
    clock.advance(500)
    real += 10
    expect(clock.now()).toBe(1510)
    expect(() => clock.advance(-1)).toThrow()
  })
})
