// What refundPayment reads from Medusa before it refunds: the refund's type for Riverty's credit
// note, and the refunds Medusa already booked on the payment.
import type { QueryGraph } from "../../order-mapping"
import { bookedRefunds, refundTypeFor } from "../refund"
import { projectingQuery } from "./support/projecting-query"

type Row = Record<string, unknown>

/** Query over rows per entity (support/projecting-query.ts), failing for one entity when asked. */
function queryOf(tables: Record<string, Row[]>, failOn?: string): QueryGraph & { calls: Row[] } {
  const inner = projectingQuery(tables)
  return {
    calls: inner.calls as unknown as Row[],
    async graph(args) {
      if (args.entity === failOn) {
        inner.calls.push({ entity: args.entity, fields: args.fields, filters: args.filters ?? {} })
        throw new Error(`${failOn} unavailable`)
      }
      return inner.graph(args)
    },
  }
}

describe("refundTypeFor", () => {
  const refund = (extra: Row) => ({ id: "ref_1", metadata: null, refund_reason: null, payment: { payment_collection_id: "pc_1" }, ...extra })

  it("is a goodwill Refund without Query or for a refund id that is not Medusa's", async () => {
    const query = queryOf({ refund: [refund({ metadata: { riverty_refund_type: "Return" } })] })
    expect(await refundTypeFor(undefined, "ref_1")).toBe("Refund")
    expect(await refundTypeFor(query, undefined)).toBe("Refund")
    expect(await refundTypeFor(query, "pay_1")).toBe("Refund")
    expect(query.calls).toHaveLength(0)
  })

  it("takes the type the refund's metadata names, and ignores any other value there", async () => {
    expect(await refundTypeFor(queryOf({ refund: [refund({ metadata: { riverty_refund_type: "Return" } })] }), "ref_1")).toBe("Return")
    const goodwill = queryOf({ refund: [refund({ metadata: { riverty_refund_type: "Refund" } })], return: [{ id: "ret_1", order_id: "o_1", status: "received" }] })
    expect(await refundTypeFor(goodwill, "ref_1")).toBe("Refund")
    const odd = queryOf({ refund: [refund({ metadata: { riverty_refund_type: "return" }, payment: {} })] })
    expect(await refundTypeFor(odd, "ref_1")).toBe("Refund")
  })

  it("is a Return for a refund reason coded return", async () => {
    expect(await refundTypeFor(queryOf({ refund: [refund({ refund_reason: { code: "return" } })] }), "ref_1")).toBe("Return")
    expect(await refundTypeFor(queryOf({ refund: [refund({ refund_reason: { code: "goodwill" }, payment: {} })] }), "ref_1")).toBe("Refund")
  })

  it("is a Return when the order has a received or partially received return, a Refund otherwise", async () => {
    const tables = (status: string) => ({
      refund: [refund({})],
      order_payment_collection: [{ payment_collection_id: "pc_1", order_id: "o_1" }],
      return: [
        { id: "ret_0", order_id: "o_other", status: "received" },
        { id: "ret_1", order_id: "o_1", status },
      ],
    })
    expect(await refundTypeFor(queryOf(tables("received")), "ref_1")).toBe("Return")
    expect(await refundTypeFor(queryOf(tables("partially_received")), "ref_1")).toBe("Return")
    for (const status of ["requested", "canceled"]) {
      expect(await refundTypeFor(queryOf(tables(status)), "ref_1")).toBe("Refund")
    }
    const query = queryOf(tables("received"))
    await refundTypeFor(query, "ref_1")
    expect(query.calls.map((c) => [c.entity, c.fields, c.filters])).toEqual([
      ["refund", ["id", "metadata", "refund_reason.code", "payment.payment_collection_id"], { id: "ref_1" }],
      ["order_payment_collection", ["order_id"], { payment_collection_id: "pc_1" }],
      ["return", ["id", "status"], { order_id: "o_1" }],
    ])
  })

  it("is a Refund when the refund, its collection or its order cannot be found", async () => {
    expect(await refundTypeFor(queryOf({}), "ref_1")).toBe("Refund")
    expect(await refundTypeFor(queryOf({ refund: [refund({ payment: null })] }), "ref_1")).toBe("Refund")
    const unlinked = queryOf({ refund: [refund({})], return: [{ id: "ret_1", order_id: undefined, status: "received" }] })
    expect(await refundTypeFor(unlinked, "ref_1")).toBe("Refund")
    expect(unlinked.calls.map((c) => c.entity)).toEqual(["refund", "order_payment_collection"])
  })

  it("is a Refund when Query fails: the label must not block the money", async () => {
    for (const failOn of ["refund", "order_payment_collection", "return"]) {
      const tables = { refund: [refund({})], order_payment_collection: [{ payment_collection_id: "pc_1", order_id: "o_1" }], return: [{ id: "r", order_id: "o_1", status: "received" }] }
      expect(await refundTypeFor(queryOf(tables, failOn), "ref_1")).toBe("Refund")
    }
  })
})

describe("bookedRefunds", () => {
  it("is undefined without Query, for an id that is not a Medusa refund's, or a refund without a payment", async () => {
    const query = queryOf({ refund: [{ id: "ref_1", payment_id: null }] })
    expect(await bookedRefunds(undefined, "ref_1")).toBeUndefined()
    expect(await bookedRefunds(query, undefined)).toBeUndefined()
    expect(await bookedRefunds(query, "capt_1")).toBeUndefined()
    expect(query.calls).toHaveLength(0)
    expect(await bookedRefunds(query, "ref_1")).toBeUndefined()
    expect(await bookedRefunds(queryOf({}), "ref_1")).toBeUndefined()
  })

  it("lists this refund and the payment's others, and sums what the others refunded exactly (raw amounts first)", async () => {
    const query = queryOf({
      refund: [
        { id: "ref_this", payment_id: "pay_1", amount: 5 },
        { id: "ref_a", payment_id: "pay_1", amount: 999, raw_amount: { value: "10.004" } },
        { id: "ref_b", payment_id: "pay_1", amount: 10.004 },
        { id: "ref_c", payment_id: "pay_1" },
        { id: "ref_other", payment_id: "pay_2", amount: 70 },
      ],
    })
    const booked = await bookedRefunds(query, "ref_this")
    expect([...(booked?.ids ?? [])].sort()).toEqual(["ref_a", "ref_b", "ref_c", "ref_this"])
    // 20.008 exactly: two sub-cent parts that round to 2001 cents together, not 2000.
    expect(booked?.before).toBe("20.008")
    expect(query.calls.map((c) => [c.entity, c.fields, c.filters])).toEqual([
      ["refund", ["id", "payment_id"], { id: "ref_this" }],
      ["refund", ["id", "amount", "raw_amount"], { payment_id: "pay_1" }],
    ])
  })

  it("is nothing before the first refund", async () => {
    const booked = await bookedRefunds(queryOf({ refund: [{ id: "ref_only", payment_id: "pay_1", amount: 5 }] }), "ref_only")
    expect([...(booked?.ids ?? [])]).toEqual(["ref_only"])
    expect(booked?.before).toBe("0")
  })
})
