import { startEmulator, type RunningEmulator } from "riverty-emulator"
import { authorizePayment, initiatePayment, updatePayment, type OperationContext } from "../operations"
import { contextFor as emulatedContext, type Row } from "../operations/__tests__/support/emulated-session"
import { registerCompletingCart } from "../../../modules/riverty/lib/completing-carts"

// The operations against the emulator over HTTP, with Medusa's Query replaced by a cart in memory.

let emulator: RunningEmulator
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, strict: true })
})
afterAll(() => emulator.stop())

type Cart = { firstName: string; quantity: number }

/** The riverty module's session state, in memory; personal data kept as JSON (no vault here). */
const rows = new Map<string, Row>()
const contextFor = (cart: Cart): OperationContext => emulatedContext(emulator, rows, cart.firstName, cart.quantity)

let counter = 0
async function authorized(cart: Cart) {
  const ctx = contextFor(cart)
  const sessionId = `payses_upd${Date.now()}${counter++}`
  const started = await initiatePayment(ctx, {
    amount: 11.9 * cart.quantity,
    currency_code: "eur",
    data: { session_id: sessionId, birth_date: "1980-01-01" },
  })
  const result = await authorizePayment(ctx, { data: started.data, context: { idempotency_key: sessionId } })
  return { ctx, sessionId, result }
}

const emulatorOrder = async (orderNumber: string) =>
  (await (await fetch(`${emulator.url}/_emulator/orders/${orderNumber}`)).json()) as { totalGrossCents: number; authorizedCents: number; status: string }

describe("authorize and update order against the emulator", () => {
  it("authorizes once per session: a second call answers from the session without a new request", async () => {
    const { ctx, sessionId, result } = await authorized({ firstName: "Erika", quantity: 2 })
    expect(result.status).toBe("authorized")
    expect(result.data).toMatchObject({ riverty_outcome: "Accepted", amount: 23.8, country: "DE" })
    const again = await authorizePayment(ctx, { data: result.data, context: { idempotency_key: sessionId } })
    expect(again.status).toBe("authorized")
    const journal = (await (await fetch(`${emulator.url}/_emulator/journal?method=POST&path=/api/v3/checkout/authorize`)).json()) as {
      body: { order?: { number?: string } }
    }[]
    expect(journal.filter((e) => e.body?.order?.number === sessionId)).toHaveLength(1)
  })

  it("reads the cart joined, and takes its id from the completion this process serves instead of the session's links", async () => {
    const reads: { entity: string; filters?: unknown; strategy?: string; fields?: string[] }[] = []
    const tracked = (cart: Cart) => {
      const ctx = contextFor(cart)
      const graph = ctx.query!.graph.bind(ctx.query)
      ctx.query = {
        graph: (config) => {
          reads.push({ entity: config.entity, filters: config.filters, strategy: config.strategy, fields: config.fields })
          return graph(config)
        },
      }
      return ctx
    }
    const authorize = async (register: false | { automaticTaxes?: boolean }) => {
      reads.length = 0
      const ctx = tracked({ firstName: "Erika", quantity: 1 })
      const sessionId = `payses_known${Date.now()}${counter++}`
      const started = await initiatePayment(ctx, { amount: 11.9, currency_code: "eur", data: { session_id: sessionId, birth_date: "1980-01-01" } })
      const release = register ? registerCompletingCart([sessionId], { cartId: "cart_1", ...register }) : () => undefined
      try {
        expect((await authorizePayment(ctx, { data: started.data, context: { idempotency_key: sessionId } })).status).toBe("authorized")
      } finally {
        release()
      }
      return reads.map((read) => read.entity)
    }
    expect(await authorize(false)).toEqual(["payment_session", "cart_payment_collection", "cart"])
    expect(reads[2].fields).toContain("region.automatic_taxes")
    expect(await authorize({})).toEqual(["cart"])
    expect(reads[0]).toMatchObject({ entity: "cart", filters: { id: "cart_1" }, strategy: "joined" })
    expect(reads[0].fields).toContain("region.automatic_taxes")
    // The region's tax setting came with the completion: the region is not read.
    expect(await authorize({ automaticTaxes: false })).toEqual(["cart"])
    expect(reads[0].fields).not.toContain("region.automatic_taxes")
  })

  it("with the completion registered, reads the lookup beside the cart and takes the shopper's client and the customer's account flag from it", async () => {
    const events: string[] = []
    const run = async (register: false | { browser?: { ip_address: string } }) => {
      events.length = 0
      const ctx = contextFor({ firstName: "Erika", quantity: 1 })
      ctx.options = { ...ctx.options, riskData: { ...ctx.options.riskData, ipAddress: true, customerHistory: true } }
      const graph = ctx.query!.graph.bind(ctx.query)
      let releaseCart = (): void => undefined
      const cartHeld = new Promise<void>((resolve) => {
        releaseCart = resolve
      })
      ctx.query = {
        graph: async (config) => {
          events.push(`query:${config.entity}`)
          const answer = await graph(config)
          if (config.entity !== "cart") return answer
          // The cart answers only once the test lets it: what was read meanwhile went beside it.
          await cartHeld
          events.push("cart read")
          return { data: answer.data.map((cart) => ({ ...(cart as object), customer_id: "cus_1" })) }
        },
      }
      const store = ctx.rivertyModule as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>
      for (const name of ["confirmedCustomerLookupOf", "shopperBrowserOf"]) {
        const read = store[name].bind(store)
        store[name] = (...args: unknown[]) => {
          events.push(name)
          return read(...args)
        }
      }
      const sessionId = `payses_beside${Date.now()}${counter++}`
      const started = await initiatePayment(ctx, { amount: 11.9, currency_code: "eur", data: { session_id: sessionId, birth_date: "1980-01-01" } })
      const release = register
        ? registerCompletingCart([sessionId], { cartId: "cart_1", customer: { id: "cus_1", hasAccount: false }, ...register })
        : () => undefined
      try {
        const authorizing = authorizePayment(ctx, { data: started.data, context: { idempotency_key: sessionId } })
        for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve))
        releaseCart()
        expect((await authorizing).status).toBe("authorized")
      } finally {
        release()
      }
      return [...events]
    }
    const registered = await run({ browser: { ip_address: "198.51.100.4" } })
    expect(registered.indexOf("confirmedCustomerLookupOf")).toBeLessThan(registered.indexOf("cart read"))
    expect(registered).not.toContain("shopperBrowserOf")
    expect(registered).not.toContain("query:customer")
    // A completing request without a browser of its own: the recorded one, read beside the cart.
    const withoutClient = await run({})
    expect(withoutClient.indexOf("shopperBrowserOf")).toBeLessThan(withoutClient.indexOf("cart read"))
    // Without the completion, both follow the cart, and the customer is read for its account flag.
    const alone = await run(false)
    expect(alone.indexOf("confirmedCustomerLookupOf")).toBeGreaterThan(alone.indexOf("cart read"))
    expect(alone.indexOf("shopperBrowserOf")).toBeGreaterThan(alone.indexOf("cart read"))
    expect(alone).toContain("query:customer")
  })

  it("answers complete-cart's authorize in the same request from the decision it recorded: no state row, lookup or Riverty read", async () => {
    const authorizeTwice = async (firstName: string) => {
      const ctx = contextFor({ firstName, quantity: 1 })
      const store = ctx.rivertyModule as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>
      const sessionId = `payses_decided${Date.now()}${counter++}`
      const started = await initiatePayment(ctx, { amount: 11.9, currency_code: "eur", data: { session_id: sessionId, birth_date: "1980-01-01" } })
      const release = registerCompletingCart([sessionId], { cartId: "cart_1" })
      try {
        const first = await authorizePayment(ctx, { data: started.data, context: { idempotency_key: sessionId } })
        const reads: string[] = []
        for (const name of ["paymentSessionState", "confirmedCustomerLookupOf", "shopperBrowserOf"]) {
          const original = store[name]
          store[name] = async (...args: unknown[]) => {
            reads.push(name)
            return original(...args)
          }
        }
        const journalBefore = (await (await fetch(`${emulator.url}/_emulator/journal`)).json()) as unknown[]
        const second = await authorizePayment(ctx, { data: first.data, context: { idempotency_key: sessionId } })
        const journalAfter = (await (await fetch(`${emulator.url}/_emulator/journal`)).json()) as unknown[]
        return { first, second, reads, riverty: journalAfter.length - journalBefore.length }
      } finally {
        release()
      }
    }
    const accepted = await authorizeTwice("Erika")
    expect(accepted.first.status).toBe("authorized")
    expect(accepted.second).toEqual(accepted.first)
    expect(accepted.reads).toEqual([])
    expect(accepted.riverty).toBe(0)
    // A hosted page answered in this request is its status: Riverty's order is not read again.
    const hosted = await authorizeTwice("StrongCustomerAuthentication")
    expect(hosted.first.status).toBe("requires_more")
    expect(hosted.second).toEqual(hosted.first)
    expect(hosted.reads).toEqual([])
    expect(hosted.riverty).toBe(0)
    const refused = await authorizeTwice("Reject")
    expect(refused.second.status).toBe("error")
    expect(refused.reads).toEqual([])
  })

  it("reads the state row again for a later request: the decision lives only as long as its completion", async () => {
    const ctx = contextFor({ firstName: "Erika", quantity: 1 })
    const sessionId = `payses_later${Date.now()}${counter++}`
    const started = await initiatePayment(ctx, { amount: 11.9, currency_code: "eur", data: { session_id: sessionId, birth_date: "1980-01-01" } })
    const release = registerCompletingCart([sessionId], { cartId: "cart_1" })
    const first = await authorizePayment(ctx, { data: started.data, context: { idempotency_key: sessionId } })
    release()
    // Voided since (as the unplaced-reservation job records it): the next request sees it.
    await (ctx.rivertyModule as unknown as { updatePaymentSessionState(id: string, patch: Row): Promise<Row> }).updatePaymentSessionState(sessionId, { riverty_status: "Cancelled" })
    expect((await authorizePayment(ctx, { data: first.data, context: { idempotency_key: sessionId } })).status).toBe("error")
  })

  it("updates an authorized order to the cart's new lines", async () => {
    const { sessionId, result } = await authorized({ firstName: "Erika", quantity: 2 })
    const ctx = contextFor({ firstName: "Erika", quantity: 3 })
    const updated = await updatePayment(ctx, { amount: 35.7, currency_code: "eur", data: result.data, context: { idempotency_key: sessionId } })
    expect(updated.status).toBe("authorized")
    expect(updated.data).toMatchObject({ amount: 35.7 })
    expect((await emulatorOrder(sessionId)).totalGrossCents).toBe(3570)
  })

  it("keeps the original authorization when Riverty rejects an increase", async () => {
    // Persona "30": a spending limit of 30, so 2 x 11.90 is accepted and 3 x 11.90 is not.
    const { sessionId, result } = await authorized({ firstName: "30", quantity: 2 })
    expect(result.status).toBe("authorized")
    const ctx = contextFor({ firstName: "30", quantity: 3 })
    const updated = await updatePayment(ctx, { amount: 35.7, currency_code: "eur", data: result.data, context: { idempotency_key: sessionId } })
    expect(updated.status).toBe("authorized")
    expect(updated.data).toMatchObject({ amount: 23.8, update_rejected: { amount: 35.7 } })
    const order = await emulatorOrder(sessionId)
    expect(order.totalGrossCents).toBe(2380)
    expect(order.status).toBe("Accepted")
  })

  it("ignores a forged outcome in the data: Riverty's rejection decides", async () => {
    const ctx = contextFor({ firstName: "Reject", quantity: 1 })
    const sessionId = `payses_forge${Date.now()}`
    const started = await initiatePayment(ctx, { amount: 11.9, currency_code: "eur", data: { session_id: sessionId, birth_date: "1980-01-01" } })
    const result = await authorizePayment(ctx, {
      data: { ...started.data, riverty_outcome: "Accepted", riverty_status: "Accepted" },
      context: { idempotency_key: sessionId },
    })
    expect(result.status).toBe("error")
    expect(result.data).toMatchObject({ riverty_outcome: "Rejected", birth_date: null, birth_year: "1980" })
  })

  it("records a lost answer as unknown, keeps the personal data for it, and adopts Riverty's order next time", async () => {
    const ctx = contextFor({ firstName: "Erika", quantity: 1 })
    const sessionId = `payses_lost${Date.now()}`
    const started = await initiatePayment(ctx, { amount: 11.9, currency_code: "eur", data: { session_id: sessionId, birth_date: "1980-01-01" } })
    const fault = (body: object) =>
      fetch(`${emulator.url}/_emulator/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
    await fault({ method: "POST", path: "/api/v3/checkout/authorize", status: 503, afterApply: true, times: 1 })
    await fault({ method: "POST", path: "/api/v3/checkout/authorize", status: 503, times: 0 })
    await expect(authorizePayment(ctx, { data: started.data, context: { idempotency_key: sessionId } })).rejects.toThrow(/did not confirm your payment in time/)
    await fetch(`${emulator.url}/_emulator/faults`, { method: "DELETE" })
    expect(rows.get(sessionId)).toMatchObject({ authorize_state: "unknown", outcome: null })
    expect(rows.get(sessionId)?.personal_data).toContain("1980-01-01")

    const again = await authorizePayment(ctx, { data: started.data, context: { idempotency_key: sessionId } })
    expect(again.status).toBe("authorized")
    expect(rows.get(sessionId)).toMatchObject({ authorize_state: "answered", outcome: "Accepted", personal_data: null })
  })

  it("asks the shopper to enter the payment details again (400) when they can no longer be read, e.g. after a key rotation", async () => {
    const ctx = contextFor({ firstName: "Erika", quantity: 1 })
    const sessionId = `payses_rotated${Date.now()}`
    const started = await initiatePayment(ctx, { amount: 11.9, currency_code: "eur", data: { session_id: sessionId, birth_date: "1980-01-01" } })
    rows.set(sessionId, { ...rows.get(sessionId)!, personal_data: "v1.otherkey.sealed-with-another-key" })
    const attempt = authorizePayment(ctx, { data: started.data, context: { idempotency_key: sessionId } })
    await expect(attempt).rejects.toMatchObject({ type: "invalid_data", message: expect.stringMatching(/enter them again/) })
    expect(rows.get(sessionId)).toMatchObject({ authorize_state: "none" })
  })
})
