// The parts of a capture that decide money on their own: the amount Medusa recorded, a capture
// Riverty holds that Medusa never booked, the capture body, and the send with its invoice number.
import { MedusaError } from "@medusajs/framework/utils"
import { orderStateOf } from "../../../../riverty-order"
import type { GetOrderResponse } from "riverty-client"
import type { QueryGraph } from "../../order-mapping"
import { planAmountCapture, recordedCapture, sendCapture, unbookedCapture } from "../capture"
import { scriptedClient, throws } from "./support/scripted-client"

type Row = Record<string, unknown>

/** Query over capture rows: by id, or by payment_id. */
function captureQuery(rows: Row[]): QueryGraph & { calls: Row[] } {
  const calls: Row[] = []
  return {
    calls,
    async graph(args) {
      calls.push(args as Row)
      const filters = (args.filters ?? {}) as Row
      if (filters.id) return { data: rows.filter((r) => r.id === filters.id) }
      return { data: rows.filter((r) => r.payment_id === filters.payment_id) }
    },
  }
}

describe("recordedCapture", () => {
  it("is undefined without Query, or for an id that is not a Medusa capture's", async () => {
    const query = captureQuery([{ id: "capt_1", amount: 10 }])
    expect(await recordedCapture(undefined, "capt_1")).toBeUndefined()
    expect(await recordedCapture(query, undefined)).toBeUndefined()
    expect(await recordedCapture(query, "fulfillment_1")).toBeUndefined()
    expect(query.calls).toHaveLength(0)
  })

  it("is undefined for a capture Query does not know", async () => {
    expect(await recordedCapture(captureQuery([]), "capt_gone")).toBeUndefined()
  })

  it("reads the amount and its siblings by payment id: cents by the cents rule, final when the payment is complete", async () => {
    const payment = { amount: 30 }
    const rows = [
      { id: "capt_a", amount: 10.004, payment_id: "pay_1", payment },
      { id: "capt_b", amount: 10.004, payment_id: "pay_1", payment },
      { id: "capt_c", amount: 9.992, payment_id: "pay_1", payment },
    ]
    // Medusa's captures other than this one count as before it.
    const query = captureQuery(rows.slice(0, 2))
    // 10.004 + 10.004 = 20.008 -> 2001 cents; before it 10.004 -> 1000: this one sends 1001.
    expect(await recordedCapture(query, "capt_b")).toEqual({ cents: 1001, final: false, capturedBeforeCents: 1000 })
    expect(query.calls).toEqual([
      { entity: "capture", fields: ["id", "amount", "raw_amount", "payment_id", "payment.amount", "payment.raw_amount"], filters: { id: "capt_b" } },
      { entity: "capture", fields: ["id", "amount", "raw_amount"], filters: { payment_id: "pay_1" } },
    ])
    // All three: 30.000 -> 3000; before it 20.008 -> 2001: 999 cents and the payment complete.
    expect(await recordedCapture(captureQuery(rows), "capt_c")).toEqual({ cents: 999, final: true, capturedBeforeCents: 2001 })
  })

  it("prefers the raw amounts, and the payment's captures when Query gave them", async () => {
    const payment = { raw_amount: { value: "20" }, amount: 999, captures: [{ id: "capt_x", raw_amount: { value: "5" }, amount: 999 }] }
    const query = captureQuery([{ id: "capt_y", raw_amount: { value: "15" }, amount: 999, payment_id: "pay_2", payment }])
    expect(await recordedCapture(query, "capt_y")).toEqual({ cents: 1500, final: true, capturedBeforeCents: 500 })
    expect(query.calls).toHaveLength(1)
  })

  it("without the payment: not final and no captured-before figure; no payment id means no siblings", async () => {
    const query = captureQuery([{ id: "capt_z", amount: 7.5 }])
    expect(await recordedCapture(query, "capt_z")).toEqual({ cents: 750, final: false })
    expect(query.calls).toHaveLength(1)
  })

  it("an amount short of the payment is not final", async () => {
    const query = captureQuery([{ id: "capt_p", amount: 10, payment_id: "pay_3", payment: { amount: 10.01 } }])
    expect((await recordedCapture(query, "capt_p"))?.final).toBe(false)
    const exact = captureQuery([{ id: "capt_q", amount: 10.01, payment_id: "pay_4", payment: { amount: 10.01 } }])
    expect((await recordedCapture(exact, "capt_q"))?.final).toBe(true)
  })
})

const order = (captures: { amount: number; ref?: string; number?: string }[], total = 100): GetOrderResponse =>
  ({
    orderDetails: { status: "Accepted", totalGrossAmount: total, orderItems: [] },
    captures: captures.map((c, i) => ({ captureNumber: c.number ?? `cap-${i}`, amount: c.amount, transactionReference: c.ref, captureItems: [] })),
  }) as unknown as GetOrderResponse

describe("unbookedCapture", () => {
  it("finds nothing without what Medusa captured before, or when Riverty holds at most a cent more", () => {
    const o = order([{ amount: 30.01, ref: "capt_lost" }])
    expect(unbookedCapture(o, orderStateOf(o), undefined)).toBeUndefined()
    expect(unbookedCapture(o, orderStateOf(o), { cents: 3001, final: false })).toBeUndefined()
    expect(unbookedCapture(o, orderStateOf(o), { cents: 3001, final: false, capturedBeforeCents: 3000 })).toBeUndefined()
  })

  it("adopts a Medusa capture Riverty applied when this capture is of its amount, within a cent", () => {
    const o = order([{ amount: 10, ref: "capt_old" }, { amount: 30, ref: "capt_lost", number: "cap-lost" }])
    const state = orderStateOf(o)
    expect(unbookedCapture(o, state, { cents: 3000, final: false, capturedBeforeCents: 1000 })?.adopt.captureNumber).toBe("cap-lost")
    expect(unbookedCapture(o, state, { cents: 3001, final: false, capturedBeforeCents: 1000 })?.adopt.captureNumber).toBe("cap-lost")
    expect(unbookedCapture(o, state, { cents: 2999, final: false, capturedBeforeCents: 1001 })?.adopt.captureNumber).toBe("cap-lost")
  })

  it("refuses a capture of another amount, and one whose match is not a Medusa capture", () => {
    const o = order([{ amount: 30, ref: "capt_lost" }])
    expect(() => unbookedCapture(o, orderStateOf(o), { cents: 1000, final: false, capturedBeforeCents: 0 })).toThrow(MedusaError)
    expect(() => unbookedCapture(o, orderStateOf(o), { cents: 1000, final: false, capturedBeforeCents: 0 })).toThrow(
      "Riverty holds 30.00 of captures that Medusa has not booked"
    )
    const portal = order([{ amount: 30, ref: "portal-1" }])
    expect(() => unbookedCapture(portal, orderStateOf(portal), { cents: 3000, final: false, capturedBeforeCents: 0 })).toThrow(MedusaError)
    const noRef = order([{ amount: 30 }])
    expect(() => unbookedCapture(noRef, orderStateOf(noRef), { cents: 3000, final: false, capturedBeforeCents: 0 })).toThrow(MedusaError)
  })

  it("refuses when the surplus is not this capture's amount although a capture of that amount exists", () => {
    // Riverty holds 50 more than Medusa booked, in two lost captures of 30 and 20.
    const o = order([{ amount: 30, ref: "capt_a" }, { amount: 20, ref: "capt_b" }])
    expect(() => unbookedCapture(o, orderStateOf(o), { cents: 3000, final: false, capturedBeforeCents: 0 })).toThrow(MedusaError)
  })
})

const lineOrder = (items: { id: string; gross: number; net: number; vat: number; qty: number }[], total: number, captured: number[] = []) =>
  orderStateOf({
    orderDetails: {
      status: "Accepted",
      totalGrossAmount: total,
      orderItems: items.map((i) => ({ productId: i.id, description: i.id, grossUnitPrice: i.gross, netUnitPrice: i.net, vatPercent: i.vat, quantity: i.qty })),
    },
    captures: captured.map((amount, n) => ({ captureNumber: `c${n}`, amount, captureItems: [] })),
  } as unknown as GetOrderResponse)

describe("planAmountCapture", () => {
  const state = lineOrder(
    [
      { id: "JACKET", gross: 119, net: 100, vat: 19, qty: 1 },
      { id: "SOCKS", gross: 10.7, net: 10, vat: 7, qty: 3 },
    ],
    151.1
  )

  it("captures everything open with the order's lines when no amount is given, in the given currency", () => {
    const plan = planAmountCapture(state, undefined, "EUR")
    expect(plan.cents).toBe(15110)
    expect(plan.body.orderDetails).toMatchObject({ totalGrossAmount: 151.1, totalNetAmount: 130, currency: "EUR" })
    expect(plan.body.orderDetails.items?.map((i) => [i.productId, i.quantity])).toEqual([
      ["JACKET", 1],
      ["SOCKS", 3],
    ])
  })

  it("captures a part in whole units, and leaves the currency out when none is given", () => {
    const plan = planAmountCapture(state, 2140)
    expect(plan.body.orderDetails.totalGrossAmount).toBe(21.4)
    expect(plan.body.orderDetails).not.toHaveProperty("currency")
    expect(plan.lines.reduce((sum, l) => sum + l.cents, 0)).toBe(2140)
  })

  it("refuses nothing, a negative amount and more than remains, naming both amounts", () => {
    for (const cents of [0, -5, 15111]) {
      expect(() => planAmountCapture(state, cents)).toThrow(MedusaError)
    }
    expect(() => planAmountCapture(state, 15111)).toThrow("Riverty: cannot capture 151.11, 151.10 remain authorized")
    expect(planAmountCapture(state, 15110).cents).toBe(15110)
    expect(planAmountCapture(state, 1).cents).toBe(1)
  })

  it("captures by amount when the open lines add up to less than the amount asked", () => {
    // Riverty says 160 is authorized; the lines hold 151.10 (an order changed elsewhere).
    const short = lineOrder([{ id: "JACKET", gross: 119, net: 100, vat: 19, qty: 1 }, { id: "SOCKS", gross: 10.7, net: 10, vat: 7, qty: 3 }], 160)
    const part = planAmountCapture(short, 15500)
    expect(part.lines).toEqual([])
    expect(part.body.orderDetails).toEqual({ totalGrossAmount: 155, totalNetAmount: 155 })
    // The rest: the lines and an adjusting line for the difference.
    const rest = planAmountCapture(short, 16000)
    expect(rest.lines.length).toBeGreaterThan(0)
    expect(rest.body.orderDetails.totalGrossAmount).toBe(160)
  })

  it("with decimalQuantities shares every line when the lines hold the rest, by amount when they do not", () => {
    const shared = planAmountCapture(state, 7555, undefined, true)
    expect(shared.lines.length).toBe(2)
    expect(shared.body.orderDetails.totalGrossAmount).toBe(75.55)
    const short = lineOrder([{ id: "JACKET", gross: 119, net: 100, vat: 19, qty: 1 }], 120)
    expect(planAmountCapture(short, 6000, undefined, true).lines).toEqual([])
  })

  it("after an earlier capture by amount, captures the rest by amount", () => {
    const after = lineOrder([{ id: "JACKET", gross: 119, net: 100, vat: 19, qty: 1 }], 119, [50])
    const plan = planAmountCapture(after, undefined)
    expect(plan.cents).toBe(6900)
    expect(plan.body.orderDetails.totalGrossAmount).toBe(69)
  })
})

describe("sendCapture", () => {
  const call = { orderNumber: "RO-1", body: { orderDetails: { totalGrossAmount: 10, totalNetAmount: 10 } }, idempotencyKey: "k-1" }

  it("captures with the key and the country, and records the invoice number Riverty gives the capture", async () => {
    const client = scriptedClient()
    client.answer("capture", { captureNumber: "cap-9", capturedAmount: 10 })
    client.answer("getCapture", { captures: [{ invoiceNumber: "inv-9" }] })
    const record = await sendCapture(client.client, { ...call, sourceId: "capt_1", country: "DE" })
    expect(record).toEqual({ capture_number: "cap-9", invoice_number: "inv-9", amount: 10, idempotency_key: "k-1", source_id: "capt_1" })
    expect(client.calls("capture")[0]).toEqual(["RO-1", call.body, { idempotencyKey: "k-1", country: "DE" }])
    expect(client.calls("getCapture")[0]).toEqual(["RO-1", "cap-9", { country: "DE" }])
  })

  it("keeps the capture when the invoice number cannot be read or is not text; no country, no source when not given", async () => {
    for (const second of [throws("server"), { captures: [] }, { captures: [{ invoiceNumber: 12 }] }]) {
      const client = scriptedClient()
      client.answer("capture", { captureNumber: "cap-1", capturedAmount: 10 })
      client.answer("getCapture", second)
      const record = await sendCapture(client.client, call)
      expect(record).toEqual({ capture_number: "cap-1", amount: 10, idempotency_key: "k-1" })
      expect(client.calls("capture")[0][2]).toEqual({ idempotencyKey: "k-1" })
      expect(client.calls("getCapture")[0][2]).toEqual({})
    }
  })

  it("passes a refused capture on", async () => {
    const client = scriptedClient()
    client.answer("capture", throws("request", "refused"))
    await expect(sendCapture(client.client, call)).rejects.toThrow("refused")
    expect(client.calls("getCapture")).toHaveLength(0)
  })
})
