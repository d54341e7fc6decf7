// replacedByOrderChange over a Query that answers only the entity, fields and filters asked for
// (support/projecting-query.ts), among rows of other payments and orders.
import { replacedByOrderChange } from "../order-change"
import { projectingQuery } from "./support/projecting-query"

type Row = Record<string, unknown>

/** pay_1 in pc_old of order_1; another order with its own collections beside it. */
function tables(collections: Row[], extra: Partial<Record<string, Row[]>> = {}) {
  return {
    payment: [
      { id: "pay_0", payment_collection_id: "pc_other" },
      { id: "pay_1", payment_collection_id: "pc_old" },
    ],
    order_payment_collection: [
      { order_id: "order_0", payment_collection_id: "pc_other" },
      { order_id: "order_0", payment_collection_id: "pc_other_new" },
      { order_id: "order_1", payment_collection_id: "pc_old" },
      ...collections.filter((c) => c.id !== "pc_old").map((c) => ({ order_id: "order_1", payment_collection_id: c.id })),
    ],
    payment_collection: [
      { id: "pc_other", status: "authorized" },
      { id: "pc_other_new", status: "not_paid" },
      ...collections,
    ],
    ...extra,
  } as Record<string, Row[]>
}

describe("replacedByOrderChange, reading Query", () => {
  it("is true for a cancelled collection with a live sibling of the same order, asking for exactly what it reads", async () => {
    const query = projectingQuery(tables([{ id: "pc_old", status: "canceled" }, { id: "pc_new", status: "not_paid" }]))
    expect(await replacedByOrderChange(query, "pay_1")).toBe(true)
    expect(query.calls).toEqual([
      { entity: "payment", fields: ["id", "payment_collection_id"], filters: { id: "pay_1" } },
      { entity: "order_payment_collection", fields: ["order_id"], filters: { payment_collection_id: "pc_old" } },
      { entity: "order_payment_collection", fields: ["payment_collection_id"], filters: { order_id: "order_1" } },
      { entity: "payment_collection", fields: ["id", "status"], filters: { id: ["pc_old", "pc_new"] } },
    ])
  })

  it("is false when the payment's own collection is not cancelled, whatever the other order's collections are", async () => {
    expect(await replacedByOrderChange(projectingQuery(tables([{ id: "pc_old", status: "authorized" }, { id: "pc_new", status: "not_paid" }])), "pay_1")).toBe(false)
  })

  it("is false when every sibling is cancelled too (an order cancellation after an edit)", async () => {
    const query = projectingQuery(tables([{ id: "pc_old", status: "canceled" }, { id: "pc_new", status: "canceled" }]))
    expect(await replacedByOrderChange(query, "pay_1")).toBe(false)
  })

  it("is false without a sibling, for a payment Query does not know, or one without an order", async () => {
    expect(await replacedByOrderChange(projectingQuery(tables([{ id: "pc_old", status: "canceled" }])), "pay_1")).toBe(false)
    expect(await replacedByOrderChange(projectingQuery(tables([{ id: "pc_old", status: "canceled" }, { id: "pc_new", status: "not_paid" }])), "pay_9")).toBe(false)
    const unlinked = tables([{ id: "pc_old", status: "canceled" }, { id: "pc_new", status: "not_paid" }])
    unlinked.order_payment_collection = unlinked.order_payment_collection.filter((l) => l.payment_collection_id !== "pc_old")
    const query = projectingQuery(unlinked)
    expect(await replacedByOrderChange(query, "pay_1")).toBe(false)
    expect(query.calls).toHaveLength(2)
  })

  it("is false, asking nothing more, for a payment whose collection id is not text", async () => {
    const query = projectingQuery({ payment: [{ id: "pay_1", payment_collection_id: 7 }] })
    expect(await replacedByOrderChange(query, "pay_1")).toBe(false)
    expect(query.calls).toHaveLength(1)
  })

  it("ignores link rows without a collection id", async () => {
    const rows = tables([{ id: "pc_old", status: "canceled" }, { id: "pc_new", status: "not_paid" }])
    rows.order_payment_collection.push({ order_id: "order_1", payment_collection_id: null })
    const query = projectingQuery(rows)
    expect(await replacedByOrderChange(query, "pay_1")).toBe(true)
    expect(query.calls[3].filters).toEqual({ id: ["pc_old", "pc_new"] })
  })
})
