import type { QueryGraph } from "../../order-mapping"
import { replacedByOrderChange } from "../order-change"

type Collection = { id: string; status: string }

/** A Query over one payment in collection pc_old, linked (or not) to order_1 with its collections. */
function queryOf(collections: Collection[], linked = true): QueryGraph {
  return {
    async graph({ entity, filters }) {
      if (entity === "payment") return { data: [{ id: "pay_1", payment_collection_id: "pc_old" }] }
      if (entity === "order_payment_collection") {
        if (!linked) return { data: [] }
        if (filters?.payment_collection_id) return { data: [{ order_id: "order_1" }] }
        return { data: collections.map((c) => ({ payment_collection_id: c.id })) }
      }
      if (entity === "payment_collection") return { data: collections }
      return { data: [] }
    },
  }
}

describe("replacedByOrderChange", () => {
  it("is true when Medusa cancelled the payment's collection and opened another for the order (edit, claim, exchange)", async () => {
    const query = queryOf([{ id: "pc_old", status: "canceled" }, { id: "pc_new", status: "not_paid" }])
    expect(await replacedByOrderChange(query, "pay_1")).toBe(true)
  })

  it("is false for an order cancellation: the collection is still authorized when its payments are cancelled", async () => {
    expect(await replacedByOrderChange(queryOf([{ id: "pc_old", status: "authorized" }]), "pay_1")).toBe(false)
    // Also when an earlier edit left a collection open beside it.
    expect(await replacedByOrderChange(queryOf([{ id: "pc_old", status: "authorized" }, { id: "pc_new", status: "not_paid" }]), "pay_1")).toBe(false)
  })

  it("is false without a live sibling, without an order (a failed checkout), without Query or a payment id", async () => {
    expect(await replacedByOrderChange(queryOf([{ id: "pc_old", status: "canceled" }, { id: "pc_other", status: "canceled" }]), "pay_1")).toBe(false)
    expect(await replacedByOrderChange(queryOf([{ id: "pc_old", status: "canceled" }, { id: "pc_new", status: "not_paid" }], false), "pay_1")).toBe(false)
    expect(await replacedByOrderChange(undefined, "pay_1")).toBe(false)
    expect(await replacedByOrderChange(queryOf([]), undefined)).toBe(false)
  })
})
