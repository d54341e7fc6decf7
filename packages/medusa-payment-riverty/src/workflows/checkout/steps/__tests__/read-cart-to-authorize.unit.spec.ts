// The find step's read of a place order's cart: with the cart's collection, region and customer
// known from the complete request's first read, the cart, its sessions, the region's tax mode and
// the customer's account are read at once (none waits for another), and the result is the row one
// read with CART_FIELDS returns; a cart moved to another region or customer has those read again.
// Over carts built by Medusa's own totals code (prices with or without VAT, promotions, regions
// with and without automatic taxes), the snapshot authorize is handed is the one-read snapshot.
import fc from "fast-check"
import { checkoutFactsOf } from "../../../../modules/riverty"
import { snapshotFromCart } from "../../../../providers/riverty/order-mapping"
import { cartArbitrary, medusaCartRow, medusaTotals, SEED } from "../../../../riverty-order/__tests__/money-properties-cart"
import { readCartToAuthorize } from "../find-cart-riverty-session"

type Row = Record<string, unknown>
type Call = { entity: string; fields: string[]; filters: Record<string, unknown>; startedAfter: number }

const SESSIONS = [{ id: "payses_1", provider_id: "pp_riverty-invoice_riverty", status: "pending", data: { session_id: "payses_1" } }]
const REGIONS: Record<string, Row> = { reg_de: { id: "reg_de", automatic_taxes: true }, reg_nl: { id: "reg_nl", automatic_taxes: false } }
const CUSTOMERS: Record<string, Row> = { cus_1: { id: "cus_1", has_account: true }, cus_2: { id: "cus_2", has_account: false } }

/** Query over one stored cart: answers on a later turn, and records how many answers each call came after. */
function queryOver(cart: Row, regions: Record<string, Row> = REGIONS, customers: Record<string, Row> = CUSTOMERS) {
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
        ? { ...cart, region: regions[cart.region_id as string], customer: customers[cart.customer_id as string] ?? null }
        : cart
      const withSessions = config.fields.some((f) => f.startsWith("payment_collection.")) ? { ...joined, payment_collection: { id: "paycol_1", payment_sessions: SESSIONS } } : joined
      return answer({ data: [withSessions] })
    }
    if (config.entity === "payment_session") return answer({ data: SESSIONS })
    if (config.entity === "region") return answer({ data: regions[id] ? [regions[id]] : [] })
    if (config.entity === "customer") return answer({ data: customers[id] ? [customers[id]] : [] })
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

  it.each([
    {
      moved: "to another region and customer",
      cart: { ...CART, region_id: "reg_nl", customer_id: "cus_2" },
      known: { region_id: "reg_de", customer_id: "cus_1" },
      facts: { automaticTaxes: false, customer: { id: "cus_2", hasAccount: false } },
    },
    {
      moved: "from a guest to a customer",
      cart: CART,
      known: { region_id: "reg_de", customer_id: null },
      facts: { automaticTaxes: true, customer: { id: "cus_1", hasAccount: true } },
    },
  ])("reads the facts of the cart's own region and customer when the cart moved $moved since the request's read", async ({ cart, known, facts }) => {
    const { query, calls } = queryOver(cart)
    const read = await readCartToAuthorize(query, { cart_id: "cart_1", payment_collection_id: "paycol_1", ...known })
    const again = calls.slice(known.customer_id ? 4 : 3)
    expect(again.map((c) => [c.entity, c.filters.id])).toEqual([
      ["region", cart.region_id],
      ["customer", cart.customer_id],
    ])
    expect(checkoutFactsOf(read)).toEqual(facts)
  })

  it("joins the facts into the cart's read when the request did not know them", async () => {
    const { query, calls } = queryOver(CART)
    await readCartToAuthorize(query, { cart_id: "cart_1" })
    expect(calls.map((c) => c.entity)).toEqual(["cart"])
    expect(calls[0].fields).toEqual(expect.arrayContaining(["region.automatic_taxes", "customer.has_account", "payment_collection.payment_sessions.status"]))
  })

  it("hands authorize the snapshot of one joined read, at Medusa's total, on generated carts (fast-check, fixed seed)", async () => {
    await fc.assert(
      fc.asyncProperty(cartArbitrary, fc.boolean(), fc.option(fc.boolean(), { nil: undefined }), async (generated, automaticTaxes, hasAccount) => {
        const customerId = hasAccount === undefined ? null : "cus_gen"
        const row: Row = { ...medusaCartRow(generated), region_id: "reg_gen", customer_id: customerId }
        const regions = { reg_gen: { id: "reg_gen", automatic_taxes: automaticTaxes } }
        const customers: Record<string, Row> = customerId ? { [customerId]: { id: customerId, has_account: hasAccount } } : {}
        const input = { cart_id: String(row.id), payment_collection_id: "paycol_1" }

        const known = await readCartToAuthorize(queryOver(row, regions, customers).query, { ...input, region_id: "reg_gen", customer_id: customerId })
        const joined = await readCartToAuthorize(queryOver(row, regions, customers).query, { cart_id: input.cart_id })
        const snapshot = snapshotFromCart(structuredClone(known) as Row)

        expect(snapshot).toEqual(snapshotFromCart(structuredClone(joined) as Row))
        expect(checkoutFactsOf(known)).toEqual(checkoutFactsOf(joined))
        expect(snapshot.totalCents).toBe(medusaTotals({ ...row, region: { automatic_taxes: automaticTaxes } }).totalCents)
      }),
      { seed: SEED, numRuns: 60 },
    )
  })

  it("answers nothing for a cart that is not there", async () => {
    const { query } = queryOver(CART)
    const empty = { graph: async (config: Parameters<typeof query.graph>[0]) => (config.entity === "cart" ? { data: [] } : query.graph(config)) }
    expect(await readCartToAuthorize(empty, { cart_id: "cart_x", payment_collection_id: "paycol_1", region_id: "reg_de", customer_id: null })).toBeUndefined()
  })
})
