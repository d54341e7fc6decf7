// The find step's read of a place order's cart: with the cart's collection, region and customer
// known from the complete request's first read, the cart, its sessions, the region's tax mode and
// the customer's account are read at once (none waits for another), and the result is the row one
// read with CART_FIELDS returns; a cart moved to another region or customer has those read again.
import { checkoutFactsOf } from "../../../../modules/riverty"
import { readCartToAuthorize } from "../find-cart-riverty-session"

type Row = Record<string, unknown>
type Call = { entity: string; fields: string[]; filters: Record<string, unknown>; startedAfter: number }

const SESSIONS = [{ id: "payses_1", provider_id: "pp_riverty-invoice_riverty", status: "pending", data: { session_id: "payses_1" } }]
const REGIONS: Record<string, Row> = { reg_de: { id: "reg_de", automatic_taxes: true }, reg_nl: { id: "reg_nl", automatic_taxes: false } }
const CUSTOMERS: Record<string, Row> = { cus_1: { id: "cus_1", has_account: true }, cus_2: { id: "cus_2", has_account: false } }

/** Query over one stored cart: answers on a later turn, and records how many answers each call came after. */
function queryOver(cart: Row) {
  const calls: Call[] = []
  let answered = 0
  const answer = <T>(value: T) =>
    new Promise<T>((resolve) =>
      setImmediate(() => {
        answered++
        resolve(value)
      }),
    )
  const graph = async (config: { entity: string; fields: string[]; filters: Record<string, unknown> }) => {
    calls.push({ ...config, startedAfter: answered })
    const id = config.filters.id as string
    if (config.entity === "cart") {
      const joined = config.fields.includes("region.automatic_taxes")
        ? { ...cart, region: REGIONS[cart.region_id as string], customer: CUSTOMERS[cart.customer_id as string] ?? null }
        : cart
      const withSessions = config.fields.some((f) => f.startsWith("payment_collection.")) ? { ...joined, payment_collection: { id: "paycol_1", payment_sessions: SESSIONS } } : joined
      return answer({ data: [withSessions] })
    }
    if (config.entity === "payment_session") return answer({ data: SESSIONS })
    if (config.entity === "region") return answer({ data: REGIONS[id] ? [REGIONS[id]] : [] })
    if (config.entity === "customer") return answer({ data: CUSTOMERS[id] ? [CUSTOMERS[id]] : [] })
    throw new Error(`unexpected read of ${config.entity}`)
  }
  return { query: { graph }, calls }
}

const CART: Row = { id: "cart_1", email: "erika@example.com", currency_code: "eur", region_id: "reg_de", customer_id: "cus_1", items: [{ id: "item_1" }] }

describe("readCartToAuthorize", () => {
  it("reads the cart, its sessions, the region and the customer at once when the request knew them", async () => {
    const { query, calls } = queryOver(CART)
    const read = await readCartToAuthorize(query, { cart_id: "cart_1", payment_collection_id: "paycol_1", region_id: "reg_de", customer_id: "cus_1" })
    expect(calls.map((c) => [c.entity, c.startedAfter])).toEqual([
      ["cart", 0],
      ["payment_session", 0],
      ["region", 0],
      ["customer", 0],
    ])
    const cartFields = calls[0].fields
    expect(cartFields).toContain("region_id")
    expect(cartFields.filter((f) => f.startsWith("region.") || f.startsWith("customer.") || f.startsWith("payment_collection."))).toEqual([])
    expect(checkoutFactsOf(read)).toEqual({ automaticTaxes: true, customer: { id: "cus_1", hasAccount: true } })
    expect(read?.payment_collection).toEqual({ id: "paycol_1", payment_sessions: SESSIONS })
  })

  it("gives the facts one joined read gives", async () => {
    const known = await readCartToAuthorize(queryOver(CART).query, { cart_id: "cart_1", payment_collection_id: "paycol_1", region_id: "reg_de", customer_id: "cus_1" })
    const joined = await readCartToAuthorize(queryOver(CART).query, { cart_id: "cart_1" })
    expect(checkoutFactsOf(known)).toEqual(checkoutFactsOf(joined))
    expect((known?.payment_collection as Row).payment_sessions).toEqual((joined?.payment_collection as Row).payment_sessions)
  })

  it("reads no customer for a guest", async () => {
    const guest = { ...CART, customer_id: null }
    const { query, calls } = queryOver(guest)
    const read = await readCartToAuthorize(query, { cart_id: "cart_1", payment_collection_id: "paycol_1", region_id: "reg_de", customer_id: null })
    expect(calls.map((c) => c.entity)).toEqual(["cart", "payment_session", "region"])
    expect(checkoutFactsOf(read)).toEqual({ automaticTaxes: true })
  })

  it("reads the facts of the cart's own region and customer when the cart moved since the request's read", async () => {
    const moved = { ...CART, region_id: "reg_nl", customer_id: "cus_2" }
    const { query, calls } = queryOver(moved)
    const read = await readCartToAuthorize(query, { cart_id: "cart_1", payment_collection_id: "paycol_1", region_id: "reg_de", customer_id: "cus_1" })
    expect(calls.slice(4).map((c) => [c.entity, c.filters.id])).toEqual([
      ["region", "reg_nl"],
      ["customer", "cus_2"],
    ])
    expect(checkoutFactsOf(read)).toEqual({ automaticTaxes: false, customer: { id: "cus_2", hasAccount: false } })
  })

  it("reads the facts again when a guest's cart got a customer since the request's read", async () => {
    const { query, calls } = queryOver(CART)
    const read = await readCartToAuthorize(query, { cart_id: "cart_1", payment_collection_id: "paycol_1", region_id: "reg_de", customer_id: null })
    expect(calls.slice(3).map((c) => [c.entity, c.filters.id])).toEqual([
      ["region", "reg_de"],
      ["customer", "cus_1"],
    ])
    expect(checkoutFactsOf(read)).toEqual({ automaticTaxes: true, customer: { id: "cus_1", hasAccount: true } })
  })

  it("joins the facts into the cart's read when the request did not know them", async () => {
    const { query, calls } = queryOver(CART)
    await readCartToAuthorize(query, { cart_id: "cart_1" })
    expect(calls.map((c) => c.entity)).toEqual(["cart"])
    expect(calls[0].fields).toEqual(expect.arrayContaining(["region.automatic_taxes", "customer.has_account", "payment_collection.payment_sessions.status"]))
  })

  it("answers nothing for a cart that is not there", async () => {
    const { query } = queryOver(CART)
    const empty = { graph: async (config: Parameters<typeof query.graph>[0]) => (config.entity === "cart" ? { data: [] } : query.graph(config)) }
    expect(await readCartToAuthorize(empty, { cart_id: "cart_x", payment_collection_id: "paycol_1", region_id: "reg_de", customer_id: null })).toBeUndefined()
  })
})
