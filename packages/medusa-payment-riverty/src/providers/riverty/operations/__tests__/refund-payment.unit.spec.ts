// refundPayment against a scripted Riverty and Medusa's Refund rows in memory: what is sent per
// capture, what is counted as done already, and what is refused.
import { MedusaError } from "@medusajs/framework/utils"
import { deriveIdempotencyKey } from "riverty-client"
import { refundPayment } from "../refund"
import type { OperationContext } from "../context"
import type { QueryGraph } from "../../order-mapping"
import { scriptedClient, throws, type ScriptedClient } from "./support/scripted-client"

type Row = Record<string, unknown>

interface CaptureSpec {
  number: string
  amount: number
  refunded?: number
}
interface RefundSpec {
  number: string
  amount: number
  capture?: string
  ref?: string
}

/** Riverty's order with captures by amount (no lines) and the refunds already made. */
function rivertyOrder(captures: CaptureSpec[], refunds: RefundSpec[] = []) {
  return {
    orderDetails: { status: "Accepted", totalGrossAmount: captures.reduce((s, c) => s + c.amount, 0), orderItems: [] },
    captures: captures.map((c) => ({ captureNumber: c.number, amount: c.amount, totalRefundedAmount: c.refunded ?? 0, captureItems: [] })),
    refunds: refunds.map((r) => ({ refundNumber: r.number, amount: -r.amount, captureNumber: r.capture, transactionReference: r.ref, refundItems: [] })),
  }
}

/** Medusa's Refund rows of payment pay_1, and the Query over them refundPayment reads. */
function refundRows(rows: Row[]): QueryGraph {
  const all: Row[] = rows.map((r) => ({ payment_id: "pay_1", metadata: null, refund_reason: null, payment: {}, ...r }))
  return {
    async graph({ entity, filters }) {
      if (entity !== "refund") return { data: [] }
      if (filters?.id) return { data: all.filter((r) => r.id === filters.id) }
      return { data: all.filter((r) => r.payment_id === filters?.payment_id) }
    },
  }
}

function setup(query?: QueryGraph) {
  const client: ScriptedClient = scriptedClient()
  const ctx = { options: {}, client: client.client, method: "invoice", query } as unknown as OperationContext
  return { ctx, riverty: client }
}

const data = (extra: Row = {}) => ({ session_id: "ps_1", order_number: "RO-1", riverty_outcome: "Accepted", country: "DE", ...extra })
const refundCalls = (riverty: ScriptedClient) => riverty.calls("refund") as [string, Row, Row][]

describe("refundPayment", () => {
  it("refuses a payment without a Riverty order, asking nothing", async () => {
    const { ctx, riverty } = setup()
    const error = await refundPayment(ctx, { data: data({ order_number: undefined }), amount: 5 }).catch((e: unknown) => e)
    expect(error).toMatchObject({ type: MedusaError.Types.NOT_ALLOWED, message: "Riverty: nothing captured to refund" })
    expect(riverty.calls("getOrder")).toHaveLength(0)
  })

  it("refunds the newest capture first under keys of the Medusa refund, with its id as reference, and records the numbers", async () => {
    const { ctx, riverty } = setup(refundRows([{ id: "ref_1", amount: 50 }]))
    riverty.answer("getOrder", rivertyOrder([{ number: "cap-A", amount: 100 }, { number: "cap-B", amount: 30 }]))
    riverty.answer("refund", { refundNumbers: ["rf-1"] }, { refundNumbers: ["rf-2"] })
    const out = await refundPayment(ctx, { data: data(), amount: 50, context: { idempotency_key: "ref_1" } })
    const calls = refundCalls(riverty)
    expect(calls.map(([order, body]) => [order, body.captureNumber, body.transactionReference, body.refundType])).toEqual([
      ["RO-1", "cap-B", "ref_1", "Refund"],
      ["RO-1", "cap-A", "ref_1", "Refund"],
    ])
    // A whole capture balance without lines, a part with lines.
    expect(calls[0][1]).not.toHaveProperty("items")
    expect(calls[1][1].items).toEqual([expect.objectContaining({ grossUnitPrice: 20 })])
    expect(calls.map(([, , options]) => options)).toEqual([
      { idempotencyKey: deriveIdempotencyKey("ref_1", "refund", 0), country: "DE" },
      { idempotencyKey: deriveIdempotencyKey("ref_1", "refund", 1), country: "DE" },
    ])
    expect(out.data?.refunds).toEqual([{ refund_numbers: ["rf-1", "rf-2"], capture_numbers: ["cap-B", "cap-A"], amount: 50, refund_type: "Refund", idempotency_key: "ref_1" }])
  })

  it("without a Medusa refund id: keys of the session and the cents, no reference", async () => {
    const { ctx, riverty } = setup()
    riverty.answer("getOrder", rivertyOrder([{ number: "cap-A", amount: 100 }]))
    riverty.answer("refund", { refundNumbers: ["rf-1"] })
    const out = await refundPayment(ctx, { data: data(), amount: 10.004 })
    const [[, body, options]] = refundCalls(riverty)
    expect(body).not.toHaveProperty("transactionReference")
    expect(options.idempotencyKey).toBe(deriveIdempotencyKey("ps_1-1000", "refund", 0))
    expect((out.data?.refunds as Row[])[0]).toMatchObject({ amount: 10, idempotency_key: "ps_1-1000" })
  })

  it("answers a refund already in the payment data unchanged, asking nothing", async () => {
    const { ctx, riverty } = setup(refundRows([{ id: "ref_1", amount: 5 }]))
    const given = data({ refunds: [{ refund_numbers: ["rf-1"], capture_numbers: [], amount: 5, refund_type: "Refund", idempotency_key: "ref_1" }] })
    expect((await refundPayment(ctx, { data: given, amount: 5, context: { idempotency_key: "ref_1" } })).data).toBe(given)
    expect(riverty.calls("getOrder")).toHaveLength(0)
  })

  it("keeps the parts Riverty applied for this refund (answer lost) and sends only the rest, under keys following theirs", async () => {
    const id = `ref_${"y".repeat(120)}`
    const { ctx, riverty } = setup(refundRows([{ id, amount: 50 }]))
    riverty.answer("getOrder", rivertyOrder([{ number: "cap-A", amount: 100 }, { number: "cap-B", amount: 30, refunded: 30 }], [{ number: "rf-1", amount: 30, capture: "cap-B", ref: id.slice(0, 100) }]))
    riverty.answer("refund", { refundNumbers: ["rf-2"] })
    const out = await refundPayment(ctx, { data: data(), amount: 50, context: { idempotency_key: id } })
    const calls = refundCalls(riverty)
    expect(calls).toHaveLength(1)
    expect(calls[0][1]).toMatchObject({ captureNumber: "cap-A", transactionReference: id.slice(0, 100) })
    expect(calls[0][2].idempotencyKey).toBe(deriveIdempotencyKey(id, "refund", 1))
    expect((out.data?.refunds as Row[])[0]).toMatchObject({ refund_numbers: ["rf-1", "rf-2"], capture_numbers: ["cap-B", "cap-A"], amount: 50 })
  })

  it("sends nothing when Riverty applied all of it already", async () => {
    const { ctx, riverty } = setup(refundRows([{ id: "ref_1", amount: 30 }]))
    riverty.answer("getOrder", rivertyOrder([{ number: "cap-A", amount: 30, refunded: 30 }], [{ number: "rf-1", amount: 30, ref: "ref_1" }]))
    const out = await refundPayment(ctx, { data: data(), amount: 30, context: { idempotency_key: "ref_1" } })
    expect(riverty.calls("refund")).toHaveLength(0)
    expect((out.data?.refunds as Row[])[0]).toMatchObject({ refund_numbers: ["rf-1"], capture_numbers: [], amount: 30 })
  })

  it("counts a refund Riverty applied for a Medusa refund that was deleted, and refuses one smaller than it", async () => {
    const order = rivertyOrder([{ number: "cap-A", amount: 100, refunded: 20 }], [{ number: "rf-old", amount: 20, capture: "cap-A", ref: "ref_deleted" }])
    const small = setup(refundRows([{ id: "ref_small", amount: 10 }]))
    small.riverty.answer("getOrder", order)
    const error = await refundPayment(small.ctx, { data: data(), amount: 10, context: { idempotency_key: "ref_small" } }).catch((e: unknown) => e)
    expect(error).toMatchObject({ type: MedusaError.Types.NOT_ALLOWED })
    expect((error as Error).message).toBe(
      "Riverty already refunded 20.00 for a refund that failed halfway and Medusa does not have; refund at least that amount to book it"
    )
    const same = setup(refundRows([{ id: "ref_same", amount: 20 }]))
    same.riverty.answer("getOrder", order)
    const booked = await refundPayment(same.ctx, { data: data(), amount: 20, context: { idempotency_key: "ref_same" } })
    expect(same.riverty.calls("refund")).toHaveLength(0)
    expect((booked.data?.refunds as Row[])[0]).toMatchObject({ refund_numbers: ["rf-old"], capture_numbers: ["cap-A"], amount: 20 })
    const larger = setup(refundRows([{ id: "ref_big", amount: 25 }]))
    larger.riverty.answer("getOrder", order)
    larger.riverty.answer("refund", { refundNumbers: ["rf-new"] })
    await refundPayment(larger.ctx, { data: data(), amount: 25, context: { idempotency_key: "ref_big" } })
    expect(refundCalls(larger.riverty)[0][1].items).toEqual([expect.objectContaining({ grossUnitPrice: 5 })])
  })

  it("does not count refunds that are not a Medusa refund's, one Medusa booked, or one already recorded", async () => {
    const order = rivertyOrder(
      [{ number: "cap-A", amount: 100, refunded: 30 }],
      [
        { number: "rf-portal", amount: 10, capture: "cap-A", ref: "portal-1" },
        { number: "rf-none", amount: 5, capture: "cap-A" },
        { number: "rf-booked", amount: 10, capture: "cap-A", ref: "ref_earlier" },
        { number: "rf-recorded", amount: 5, capture: "cap-A", ref: "ref_gone" },
      ]
    )
    const { ctx, riverty } = setup(refundRows([{ id: "ref_earlier", amount: 10 }, { id: "ref_now", amount: 4 }]))
    riverty.answer("getOrder", order)
    riverty.answer("refund", { refundNumbers: ["rf-now"] })
    const recorded = data({ refunds: [{ refund_numbers: ["rf-recorded"], capture_numbers: ["cap-A"], amount: 5, refund_type: "Refund", idempotency_key: "ref_gone" }] })
    const out = await refundPayment(ctx, { data: recorded, amount: 4, context: { idempotency_key: "ref_now" } })
    expect(refundCalls(riverty)).toHaveLength(1)
    expect((out.data?.refunds as Row[])[1]).toMatchObject({ refund_numbers: ["rf-now"], amount: 4 })
  })

  it("refuses more than the captures hold, naming both amounts, and sends nothing", async () => {
    const { ctx, riverty } = setup(refundRows([{ id: "ref_1", amount: 30.01 }]))
    riverty.answer("getOrder", rivertyOrder([{ number: "cap-A", amount: 30 }]))
    const error = await refundPayment(ctx, { data: data(), amount: 30.01, context: { idempotency_key: "ref_1" } }).catch((e: unknown) => e)
    expect(error).toMatchObject({ type: MedusaError.Types.NOT_ALLOWED, message: "Riverty: cannot refund 30.01, 30.00 of the captures is left" })
    expect(riverty.calls("refund")).toHaveLength(0)
  })

  it("refuses a refund of nothing, and sends nothing for a sub-cent refund that leaves Medusa's cents where they were", async () => {
    const zero = setup()
    zero.riverty.answer("getOrder", rivertyOrder([{ number: "cap-A", amount: 30 }]))
    await expect(refundPayment(zero.ctx, { data: data(), amount: 0 })).rejects.toThrow("Riverty: cannot refund 0.00")
    const tiny = setup(refundRows([{ id: "ref_a", amount: 10 }, { id: "ref_tiny", amount: 0.004 }]))
    const given = data()
    expect((await refundPayment(tiny.ctx, { data: given, amount: 0.004, context: { idempotency_key: "ref_tiny" } })).data).toBe(given)
    expect(tiny.riverty.calls("getOrder")).toHaveLength(0)
  })

  it("labels a refund for returned goods Return", async () => {
    const { ctx, riverty } = setup(refundRows([{ id: "ref_r", amount: 10, metadata: { riverty_refund_type: "Return" } }]))
    riverty.answer("getOrder", rivertyOrder([{ number: "cap-A", amount: 30 }]))
    riverty.answer("refund", { refundNumbers: ["rf-r"] })
    const out = await refundPayment(ctx, { data: data(), amount: 10, context: { idempotency_key: "ref_r" } })
    expect(refundCalls(riverty)[0][1].refundType).toBe("Return")
    expect((out.data?.refunds as Row[])[0].refund_type).toBe("Return")
  })

  it("a failure of Riverty is an error naming the refund", async () => {
    for (const [method, answer] of [["getOrder", throws("server")], ["refund", throws("request", "refused")]] as const) {
      const { ctx, riverty } = setup()
      if (method === "refund") riverty.answer("getOrder", rivertyOrder([{ number: "cap-A", amount: 30 }]))
      riverty.answer(method, answer)
      const error = await refundPayment(ctx, { data: data(), amount: 10 }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(MedusaError)
      expect((error as Error).message).toMatch(/refund/)
    }
  })
})
