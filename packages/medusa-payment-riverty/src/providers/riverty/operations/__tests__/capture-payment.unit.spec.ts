// capturePayment against a scripted Riverty and Medusa's Capture rows in memory: which amount is
// sent, what is adopted instead of sent, and what is refused.
import { MedusaError } from "@medusajs/framework/utils"
import { deriveIdempotencyKey } from "riverty-client"
import { capturePayment } from "../capture"
import type { OperationContext } from "../context"
import type { QueryGraph } from "../../order-mapping"
import { scriptedClient, throws, type ScriptedClient } from "./support/scripted-client"

type Row = Record<string, unknown>

/** Riverty's order of one JACKET (119.00) and two SOCKS (10.70), with the given captures. */
function rivertyOrder(captures: { amount?: number; ref?: string; number?: string; invoice?: unknown }[] = [], total = 140.4) {
  return {
    orderDetails: {
      status: "Accepted",
      totalGrossAmount: total,
      orderItems: [
        { productId: "JACKET", description: "Jacket", grossUnitPrice: 119, netUnitPrice: 100, vatPercent: 19, quantity: 1 },
        { productId: "SOCKS", description: "Socks", grossUnitPrice: 10.7, netUnitPrice: 10, vatPercent: 7, quantity: 2 },
      ],
    },
    captures: captures.map((c, i) => ({
      captureNumber: c.number ?? `cap-${i}`,
      amount: c.amount,
      transactionReference: c.ref,
      invoiceNumber: c.invoice,
      captureItems: [],
    })),
  }
}

/** Medusa's Capture rows of payment pay_1 (140.40). */
function captureRows(rows: { id: string; amount: number }[], payment: Row | null = { amount: 140.4 }): QueryGraph {
  const all = rows.map((r) => ({ ...r, payment_id: "pay_1", payment }))
  return {
    async graph({ filters }) {
      if (filters?.id) return { data: all.filter((r) => r.id === filters.id) }
      return { data: all.filter((r) => r.payment_id === filters?.payment_id) }
    },
  }
}

function setup(query?: QueryGraph, decimalQuantities = false) {
  const client: ScriptedClient = scriptedClient()
  const ctx = { options: { decimalQuantities }, client: client.client, method: "invoice", query } as unknown as OperationContext
  return { ctx, riverty: client }
}

const data = (extra: Row = {}) => ({ session_id: "ps_1", order_number: "RO-1", riverty_outcome: "Accepted", country: "DE", currency: "EUR", ...extra })

const sent = (riverty: ScriptedClient) => riverty.calls("capture").map((c) => c[1] as { orderDetails: { totalGrossAmount: number }; transactionReference?: string })

describe("capturePayment", () => {
  it("refuses an authorization that is not accepted, or has no Riverty order, asking nothing", async () => {
    const { ctx, riverty } = setup()
    for (const given of [data({ riverty_outcome: "Pending" }), data({ riverty_outcome: undefined }), data({ order_number: undefined })]) {
      const error = await capturePayment(ctx, { data: given }).catch((e: unknown) => e)
      expect(error).toMatchObject({ type: MedusaError.Types.NOT_ALLOWED, message: "Riverty: only an accepted authorization can be captured" })
    }
    expect(riverty.calls("getOrder")).toHaveLength(0)
  })

  it("captures Medusa's recorded amount under a key of the capture id, with the id as Riverty's reference", async () => {
    const { ctx, riverty } = setup(captureRows([{ id: "capt_1", amount: 21.4 }]))
    riverty.answer("getOrder", rivertyOrder())
    riverty.answer("capture", { captureNumber: "cap-new", capturedAmount: 21.4 })
    riverty.answer("getCapture", { captures: [{ invoiceNumber: "inv-1" }] })
    const out = await capturePayment(ctx, { data: data(), context: { idempotency_key: "capt_1" } })
    expect(sent(riverty)[0]).toMatchObject({ orderDetails: { totalGrossAmount: 21.4, currency: "EUR" }, transactionReference: "capt_1" })
    expect(riverty.calls("capture")[0][2]).toEqual({ idempotencyKey: deriveIdempotencyKey("capt_1", "capture"), country: "DE" })
    expect(out.data?.captures).toEqual([
      { capture_number: "cap-new", invoice_number: "inv-1", amount: 21.4, idempotency_key: deriveIdempotencyKey("capt_1", "capture"), source_id: "capt_1" },
    ])
  })

  it("captures the rest without a Medusa capture id (a `captured` webhook), under a key of the session", async () => {
    const { ctx, riverty } = setup(captureRows([]))
    riverty.answer("getOrder", rivertyOrder([{ amount: 21.4, ref: "capt_0" }]))
    riverty.answer("capture", { captureNumber: "cap-rest", capturedAmount: 119 })
    riverty.answer("getCapture", throws("server"))
    const out = await capturePayment(ctx, { data: data() })
    expect(sent(riverty)[0].orderDetails.totalGrossAmount).toBe(119)
    expect(sent(riverty)[0]).not.toHaveProperty("transactionReference", expect.anything())
    expect(riverty.calls("capture")[0][2]).toMatchObject({ idempotencyKey: deriveIdempotencyKey("ps_1", "capture") })
    expect(out.data?.captures).toEqual([{ capture_number: "cap-rest", amount: 119, idempotency_key: deriveIdempotencyKey("ps_1", "capture") }])
  })

  it("answers a capture already in the payment data unchanged, asking nothing", async () => {
    const { ctx, riverty } = setup(captureRows([{ id: "capt_1", amount: 21.4 }]))
    const key = deriveIdempotencyKey("capt_1", "capture")
    const given = data({ captures: [{ capture_number: "cap-1", amount: 21.4, idempotency_key: key }] })
    expect((await capturePayment(ctx, { data: given, context: { idempotency_key: "capt_1" } })).data).toBe(given)
    expect(riverty.calls("getOrder")).toHaveLength(0)
  })

  it("records a capture Riverty applied for this id (its answer lost) instead of sending another, by the id's first 100 characters", async () => {
    const id = `capt_${"x".repeat(120)}`
    for (const [invoice, expected] of [["inv-7", { invoice_number: "inv-7" }], [7, {}]] as const) {
      const { ctx, riverty } = setup(captureRows([{ id, amount: 21.4 }]))
      riverty.answer("getOrder", rivertyOrder([{ amount: 21.4, ref: id.slice(0, 100), number: "cap-lost", invoice }]))
      const out = await capturePayment(ctx, { data: data({ captures: [{ capture_number: "cap-0", amount: 1 }] }), context: { idempotency_key: id } })
      expect(riverty.calls("capture")).toHaveLength(0)
      expect(out.data?.captures).toEqual([
        { capture_number: "cap-0", amount: 1 },
        { capture_number: "cap-lost", amount: 21.4, idempotency_key: deriveIdempotencyKey(id, "capture"), source_id: id, ...expected },
      ])
    }
  })

  it("records an applied capture without an amount as 0", async () => {
    const { ctx, riverty } = setup(captureRows([{ id: "capt_1", amount: 21.4 }]))
    riverty.answer("getOrder", rivertyOrder([{ ref: "capt_1", number: "cap-x" }]))
    const out = await capturePayment(ctx, { data: data(), context: { idempotency_key: "capt_1" } })
    expect((out.data?.captures as Row[])[0]).toMatchObject({ capture_number: "cap-x", amount: 0 })
  })

  it("refuses a Medusa capture whose amount cannot be read", async () => {
    const { ctx, riverty } = setup(captureRows([]))
    riverty.answer("getOrder", rivertyOrder())
    const error = await capturePayment(ctx, { data: data(), context: { idempotency_key: "capt_unknown" } }).catch((e: unknown) => e)
    expect(error).toMatchObject({ type: MedusaError.Types.INVALID_DATA })
    expect((error as Error).message).toMatch(/cannot read the capture amount/)
    expect(riverty.calls("capture")).toHaveLength(0)
  })

  it("adopts a capture Riverty holds for a Medusa capture that was deleted, when this one is of its amount", async () => {
    // Medusa booked nothing yet; Riverty holds 21.40 under another (deleted) Medusa capture's id.
    const { ctx, riverty } = setup(captureRows([{ id: "capt_new", amount: 21.4 }]))
    riverty.answer("getOrder", rivertyOrder([{ amount: 21.4, ref: "capt_deleted", number: "cap-orphan" }]))
    const out = await capturePayment(ctx, { data: data(), context: { idempotency_key: "capt_new" } })
    expect(riverty.calls("capture")).toHaveLength(0)
    expect((out.data?.captures as Row[])[0]).toMatchObject({ capture_number: "cap-orphan", amount: 21.4, source_id: "capt_new" })
  })

  it("takes Riverty's rest when the capture completes the payment within a cent of it", async () => {
    for (const medusaAmount of [140.39, 140.41]) {
      const { ctx, riverty } = setup(captureRows([{ id: "capt_all", amount: medusaAmount }], { amount: medusaAmount }))
      riverty.answer("getOrder", rivertyOrder())
      riverty.answer("capture", { captureNumber: "c", capturedAmount: 140.4 })
      riverty.answer("getCapture", { captures: [] })
      await capturePayment(ctx, { data: data(), context: { idempotency_key: "capt_all" } })
      expect(sent(riverty)[0].orderDetails.totalGrossAmount).toBe(140.4)
    }
  })

  it("takes Riverty's rest when Medusa captures one cent more than Riverty holds, even when not final", async () => {
    const { ctx, riverty } = setup(captureRows([{ id: "capt_c", amount: 140.41 }], { amount: 200 }))
    riverty.answer("getOrder", rivertyOrder())
    riverty.answer("capture", { captureNumber: "c", capturedAmount: 140.4 })
    riverty.answer("getCapture", { captures: [] })
    await capturePayment(ctx, { data: data(), context: { idempotency_key: "capt_c" } })
    expect(sent(riverty)[0].orderDetails.totalGrossAmount).toBe(140.4)
  })

  it("captures exactly Medusa's amount when it does not complete the payment, even a cent short of Riverty's rest", async () => {
    const { ctx, riverty } = setup(captureRows([{ id: "capt_p", amount: 140.39 }], { amount: 200 }))
    riverty.answer("getOrder", rivertyOrder())
    riverty.answer("capture", { captureNumber: "c", capturedAmount: 140.39 })
    riverty.answer("getCapture", { captures: [] })
    await capturePayment(ctx, { data: data(), context: { idempotency_key: "capt_p" } })
    expect(sent(riverty)[0].orderDetails.totalGrossAmount).toBe(140.39)
  })

  it("captures a final capture two cents short of Riverty's rest exactly: only a cent is rounding", async () => {
    const { ctx, riverty } = setup(captureRows([{ id: "capt_f", amount: 140.38 }], { amount: 140.38 }))
    riverty.answer("getOrder", rivertyOrder())
    riverty.answer("capture", { captureNumber: "c", capturedAmount: 140.38 })
    riverty.answer("getCapture", { captures: [] })
    await capturePayment(ctx, { data: data(), context: { idempotency_key: "capt_f" } })
    expect(sent(riverty)[0].orderDetails.totalGrossAmount).toBe(140.38)
  })

  it("sends nothing for a sub-cent capture that leaves Medusa's captured cents where they were", async () => {
    const { ctx, riverty } = setup(captureRows([{ id: "capt_a", amount: 140.4 }, { id: "capt_tiny", amount: 0.004 }], { amount: 140.404 }))
    riverty.answer("getOrder", rivertyOrder([{ amount: 140.4, ref: "capt_a" }]))
    const given = data()
    const out = await capturePayment(ctx, { data: given, context: { idempotency_key: "capt_tiny" } })
    expect(out.data).toBe(given)
    expect(riverty.calls("capture")).toHaveLength(0)
  })

  it("still refuses a real amount when Riverty holds nothing more", async () => {
    const { ctx, riverty } = setup(captureRows([{ id: "capt_a", amount: 140.4 }, { id: "capt_more", amount: 5 }], { amount: 145.4 }))
    riverty.answer("getOrder", rivertyOrder([{ amount: 140.4, ref: "capt_a" }]))
    const error = await capturePayment(ctx, { data: data(), context: { idempotency_key: "capt_more" } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MedusaError)
    expect((error as Error).message).toMatch(/cannot capture 5\.00, 0\.00 remain/)
  })

  it("a failure of Riverty is an error naming the capture", async () => {
    const { ctx, riverty } = setup(captureRows([{ id: "capt_1", amount: 21.4 }]))
    riverty.answer("getOrder", throws("server"))
    const error = await capturePayment(ctx, { data: data(), context: { idempotency_key: "capt_1" } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MedusaError)
    expect((error as Error).message).toMatch(/capture/)
  })
})
