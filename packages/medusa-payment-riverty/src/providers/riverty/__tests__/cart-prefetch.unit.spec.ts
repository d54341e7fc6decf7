// The completing request's cart read (order-mapping/cart-prefetch.ts): authorize takes it once,
// only fresh and only of the session's amount; anything else means reading the cart again.
import { prefetchCart, takePrefetchedCart } from "../order-mapping"
import type { QueryGraph } from "../order-mapping"

const cartRow = {
  id: "cart_p",
  email: "p@example.com",
  currency_code: "eur",
  items: [{ id: "item_1", title: "Lamp", unit_price: 10, quantity: 2, is_tax_inclusive: true, tax_lines: [], adjustments: [] }],
  shipping_methods: [],
}

function query(rows: unknown[] = [cartRow], fails = false) {
  const calls: { entity: string; filters: unknown }[] = []
  const graph: QueryGraph = {
    async graph({ entity, filters }) {
      calls.push({ entity, filters })
      if (fails) throw new Error("database gone")
      return { data: rows }
    },
  }
  return { graph, calls }
}

describe("cart prefetch", () => {
  it("reads the cart by its id once for all its sessions; each session takes it once, of its amount", async () => {
    const q = query()
    prefetchCart(q.graph, "cart_p", ["ses_a", "ses_b"], 1000)
    expect(q.calls).toEqual([{ entity: "cart", filters: { id: "cart_p" } }])
    const taken = await takePrefetchedCart("ses_a", 2000, 1000)
    expect(taken).toMatchObject({ id: "cart_p", totalCents: 2000, items: [expect.objectContaining({ id: "item_1", quantity: 2 })] })
    expect(await takePrefetchedCart("ses_a", 2000, 1000)).toBeUndefined()
    expect(await takePrefetchedCart("ses_b", 2000, 1000)).toMatchObject({ id: "cart_p" })
  })

  it("answers nothing for a cart of another total, an unknown amount, an expired read, a failed read or an unknown session", async () => {
    prefetchCart(query().graph, "cart_p", ["ses_total"], 1000)
    expect(await takePrefetchedCart("ses_total", 1999, 1000)).toBeUndefined()
    prefetchCart(query().graph, "cart_p", ["ses_amount"], 1000)
    expect(await takePrefetchedCart("ses_amount", undefined, 1000)).toBeUndefined()
    prefetchCart(query().graph, "cart_p", ["ses_old"], 1000)
    expect(await takePrefetchedCart("ses_old", 2000, 1000 + 2 * 60 * 1000 + 1)).toBeUndefined()
    prefetchCart(query().graph, "cart_p", ["ses_fresh"], 1000)
    expect(await takePrefetchedCart("ses_fresh", 2000, 1000 + 2 * 60 * 1000)).toMatchObject({ id: "cart_p" })
    prefetchCart(query([], true).graph, "cart_p", ["ses_failed"], 1000)
    expect(await takePrefetchedCart("ses_failed", 2000, 1000)).toBeUndefined()
    prefetchCart(query([]).graph, "cart_gone", ["ses_gone"], 1000)
    expect(await takePrefetchedCart("ses_gone", 2000, 1000)).toBeUndefined()
    expect(await takePrefetchedCart("ses_never", 2000, 1000)).toBeUndefined()
  })

  it("drops reads older than two minutes when the next one starts", async () => {
    prefetchCart(query().graph, "cart_p", ["ses_stale"], 1000)
    prefetchCart(query().graph, "cart_p", ["ses_new"], 1000 + 2 * 60 * 1000 + 1)
    // Pruned: even a reader with the old clock finds nothing.
    expect(await takePrefetchedCart("ses_stale", 2000, 1000)).toBeUndefined()
    expect(await takePrefetchedCart("ses_new", 2000, 1000 + 2 * 60 * 1000 + 1)).toMatchObject({ id: "cart_p" })
  })
})
