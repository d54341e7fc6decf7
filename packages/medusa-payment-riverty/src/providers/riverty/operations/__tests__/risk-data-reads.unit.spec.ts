// riskDataFor and forgetShopperBrowser: which reads the options switch on, and that a read that
// fails leaves its part out with a warning that names the part only.
import type { OperationContext, SessionStateStore } from "../context"
import type { CartSnapshot } from "../../order-mapping"
import { forgetShopperBrowser, readShopperBrowser, riskDataFor } from "../risk-data"

const cart = { id: "cart_1", currencyCode: "eur", customerId: "cus_1", totalCents: 100, items: [], shipping: [] } as CartSnapshot
const ALL = { ipAddress: true, userAgent: true, customerHistory: true, profileTrackingId: true }

function setup(riskData: Partial<typeof ALL>, opts: { clientFails?: boolean; queryFails?: boolean; query?: boolean } = {}) {
  const warned: string[] = []
  const reads: string[] = []
  const store = {
    async shopperBrowserOf(cartId: string) {
      reads.push(`client:${cartId}`)
      if (opts.clientFails) throw new TypeError("pool ended, ip 10.1.2.3")
      return { ip_address: "203.0.113.9", user_agent: "Mozilla/5.0" }
    },
    async forgetShopperBrowser(cartId: string) {
      reads.push(`forget:${cartId}`)
      if (opts.clientFails) throw new RangeError("gone")
    },
  } as unknown as SessionStateStore
  const query = {
    async graph({ entity }: { entity: string }) {
      reads.push(`query:${entity}`)
      if (opts.queryFails) throw new SyntaxError("bad")
      if (entity === "customer") return { data: [{ id: "cus_1", has_account: true }] }
      if (entity === "order") return { data: [{ id: "o_1", status: "completed", created_at: new Date(), currency_code: "eur", summary: { paid_total: 12.5 } }] }
      return { data: [] }
    },
  }
  const ctx = {
    options: { riskData: { ipAddress: false, userAgent: false, customerHistory: false, profileTrackingId: false, ...riskData } },
    client: {},
    method: "invoice",
    ...(opts.query === false ? {} : { query }),
    logger: { warn: (m: string) => warned.push(m) },
  } as unknown as OperationContext
  return { ctx, store, warned, reads }
}

describe("riskDataFor", () => {
  it("sends the recorded client, the history and the tracking id when every part is on", async () => {
    const { ctx, store, reads, warned } = setup(ALL)
    const risk = await riskDataFor(ctx, store, cart, { profile_tracking_id: "trk-1" } as never)
    expect(risk).toMatchObject({ ipAddress: "203.0.113.9", userAgent: "Mozilla/5.0", existingCustomer: true, numberOfTransactions: 1, profileTrackingId: "trk-1" })
    expect(reads).toContain("client:cart_1")
    expect(warned).toEqual([])
  })

  it("reads the checkout client for the IP address alone, and for the user agent alone", async () => {
    const ip = setup({ ipAddress: true })
    expect(await riskDataFor(ip.ctx, ip.store, cart, {} as never)).toEqual({ ipAddress: "203.0.113.9" })
    const agent = setup({ userAgent: true })
    expect(await riskDataFor(agent.ctx, agent.store, cart, {} as never)).toEqual({ userAgent: "Mozilla/5.0" })
  })

  it("reads nothing the options leave off, and nothing of the history without Query", async () => {
    const off = setup({})
    expect(await riskDataFor(off.ctx, off.store, cart, { profile_tracking_id: "trk-1" } as never)).toBeUndefined()
    expect(off.reads).toEqual([])
    const noQuery = setup({ customerHistory: true }, { query: false })
    expect(await riskDataFor(noQuery.ctx, noQuery.store, cart, {} as never)).toBeUndefined()
    expect(noQuery.reads).toEqual([])
  })

  it("leaves out a part that cannot be read, warning with the part's name and the error's name only", async () => {
    const client = setup(ALL, { clientFails: true })
    const risk = await riskDataFor(client.ctx, client.store, cart, {} as never)
    expect(risk).not.toHaveProperty("ipAddress")
    expect(risk).toMatchObject({ existingCustomer: true })
    expect(client.warned).toEqual(["Riverty: checkout client unavailable for authorize's risk data (TypeError)"])
    const history = setup(ALL, { queryFails: true })
    const partial = await riskDataFor(history.ctx, history.store, cart, {} as never)
    expect(partial).toEqual({ ipAddress: "203.0.113.9", userAgent: "Mozilla/5.0" })
    expect(history.warned).toEqual(["Riverty: customer history unavailable for authorize's risk data (SyntaxError)"])
  })

  it("sends a client handed over without reading the recorded one, and only the parts the options send", async () => {
    const { ctx, store, reads } = setup({ ipAddress: true })
    const handed = Promise.resolve({ ip_address: "198.51.100.4", user_agent: "Handed/1.0" })
    expect(await riskDataFor(ctx, store, cart, {} as never, { client: handed })).toEqual({ ipAddress: "198.51.100.4" })
    expect(reads).toEqual([])
    // The recorded one is read only where nothing was handed over, and not at all with both parts off.
    expect(await readShopperBrowser(ctx, store, cart.id)).toEqual({ ip_address: "203.0.113.9", user_agent: "Mozilla/5.0" })
    expect(reads).toEqual(["client:cart_1"])
    const off = setup({})
    expect(readShopperBrowser(off.ctx, off.store, cart.id)).toBeUndefined()
  })

  it("takes has_account from the completing request's customer only when it is still the cart's", async () => {
    const known = setup({ customerHistory: true })
    const guest = await riskDataFor(known.ctx, known.store, cart, {} as never, { customer: { id: "cus_1", hasAccount: false } })
    expect(guest).toBeUndefined()
    expect(known.reads).toEqual([])
    const registered = setup({ customerHistory: true })
    expect(await riskDataFor(registered.ctx, registered.store, cart, {} as never, { customer: { id: "cus_1", hasAccount: true } })).toMatchObject({
      existingCustomer: true,
    })
    expect(registered.reads).toEqual(["query:order_cart", "query:order"])
    // The cart changed hands after the completing request read it: its customer is read again.
    const other = setup({ customerHistory: true })
    expect(await riskDataFor(other.ctx, other.store, cart, {} as never, { customer: { id: "cus_2", hasAccount: false } })).toMatchObject({
      existingCustomer: true,
    })
    expect(other.reads[0]).toBe("query:customer")
  })

  it("names a thrown value that is not an Error plainly", async () => {
    const { ctx, warned } = setup({ ipAddress: true })
    const store = { shopperBrowserOf: () => Promise.reject("nope") } as unknown as SessionStateStore
    expect(await riskDataFor(ctx, store, cart, {} as never)).toBeUndefined()
    expect(warned).toEqual(["Riverty: checkout client unavailable for authorize's risk data (error)"])
  })
})

describe("forgetShopperBrowser", () => {
  it("deletes the cart's client, and only warns when it cannot", async () => {
    const ok = setup({})
    await forgetShopperBrowser(ok.ctx, ok.store, "cart_9")
    expect(ok.reads).toEqual(["forget:cart_9"])
    const failing = setup({}, { clientFails: true })
    await expect(forgetShopperBrowser(failing.ctx, failing.store, "cart_9")).resolves.toBeUndefined()
    expect(failing.warned).toEqual(["Riverty: checkout client removal unavailable for authorize's risk data (RangeError)"])
  })
})
