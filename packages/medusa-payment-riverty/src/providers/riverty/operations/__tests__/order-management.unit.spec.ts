import { clientFor, control, emulator } from "../../../../../integration-tests/emulator/helpers/emulator"
import { cancelPayment } from "../cancel"
import { capturePayment } from "../capture"
import { refundPayment } from "../refund"
import { useOperationHarness } from "./harness"

// An emulator for this file, Medusa's Capture and Refund rows as Query would return them, and an
// accepted order of 156.00 (JACKET 119 + 3 x SOCKS 10.70 + SHIPPING 4.90).
const harness = useOperationHarness()
const { emu, client, rows } = harness
const ctx = () => harness.ctx()
const authorized = harness.authorized

const riverty = (data: Record<string, unknown>) => client().orders.getOrder(String(data.order_number))

describe("capturePayment", () => {
  it("captures 40 % and then the rest with exactly the amounts Medusa recorded", async () => {
    let data = await authorized()
    rows.set("capt_40", { entity: "capture", id: "capt_40", amount: 62.4 })
    data = (await capturePayment(ctx(), { data, context: { idempotency_key: "capt_40" } })).data ?? {}
    rows.set("capt_rest", { entity: "capture", id: "capt_rest", amount: 93.6 })
    data = (await capturePayment(ctx(), { data, context: { idempotency_key: "capt_rest" } })).data ?? {}

    const order = await riverty(data)
    expect((order.captures ?? []).map((c) => c.amount)).toEqual([62.4, 93.6])
    // 62.40 in whole units: the socks, the shipping and an adjusting line of 25.40 on the jacket;
    // the rest of the jacket (93.60) is then the capture of the rest, which has no unit left to list.
    const [first] = order.captures ?? []
    const lines = (first.captureItems ?? []).reduce((sum, i) => sum + Math.round((i.grossUnitPrice ?? 0) * 100 * (i.quantity ?? 0)), 0)
    expect(lines).toBe(6240)
    for (const c of order.captures ?? []) for (const i of c.captureItems ?? []) expect(Number.isInteger(i.quantity)).toBe(true)
    const records = data.captures as { capture_number: string; invoice_number?: string }[]
    expect(records.map((r) => r.capture_number)).toEqual((order.captures ?? []).map((c) => c.captureNumber))
    expect(records.every((r) => typeof r.invoice_number === "string")).toBe(true)
  })

  it("captures the whole rest for a full Medusa capture, and never twice for one capture", async () => {
    const data = await authorized()
    rows.set("capt_full", { entity: "capture", id: "capt_full", amount: 156 })
    const first = (await capturePayment(ctx(), { data, context: { idempotency_key: "capt_full" } })).data ?? {}
    // The same capture again, with the updated data and with the stale data.
    await capturePayment(ctx(), { data: first, context: { idempotency_key: "capt_full" } })
    const stale = (await capturePayment(ctx(), { data, context: { idempotency_key: "capt_full" } })).data ?? {}
    const order = await riverty(data)
    expect((order.captures ?? []).map((c) => c.amount)).toEqual([156])
    expect((stale.captures as unknown[]).length).toBe(1)
  })

  it("captures once when the answer is lost after the service applied it", async () => {
    const data = await authorized()
    rows.set("capt_lost", { entity: "capture", id: "capt_lost", amount: 50 })
    await control(emu()).post("/faults", { method: "POST", path: `/api/v3/orders/${String(data.order_number)}/captures`, status: 500, afterApply: true })
    const out = (await capturePayment(ctx(), { data, context: { idempotency_key: "capt_lost" } })).data ?? {}
    expect((await riverty(data)).captures?.map((c) => c.amount)).toEqual([50])
    expect((out.captures as unknown[]).length).toBe(1)
  })

  it("books a capture whose answer was lost beyond every retry once, and refuses to capture over it", async () => {
    const data = await authorized()
    const path = `/api/v3/orders/${String(data.order_number)}/captures`
    // The answer is lost and the client has no retries left: Medusa deletes capt_gone, so its id
    // (and idempotency key) never comes back.
    await control(emu()).post("/faults", { method: "POST", path, status: 503, afterApply: true })
    rows.set("capt_gone", { entity: "capture", id: "capt_gone", amount: 50, payment: { amount: 156, captures: [{ id: "capt_gone", amount: 50 }] } })
    const noRetries = { ...ctx(), client: clientFor(emu(), { retry: { retries: 0 } }) }
    await expect(capturePayment(noRetries, { data, context: { idempotency_key: "capt_gone" } })).rejects.toThrow()
    expect(((await riverty(data)).captures ?? []).map((c) => c.amount)).toEqual([50])

    // Another amount would capture on top of the unbooked 50: refused, nothing sent.
    rows.set("capt_other", { entity: "capture", id: "capt_other", amount: 30, payment: { amount: 156, captures: [{ id: "capt_other", amount: 30 }] } })
    await expect(capturePayment(ctx(), { data, context: { idempotency_key: "capt_other" } })).rejects.toThrow(/not booked/)
    // The merchant captures the same 50 again: that is the lost capture, adopted rather than sent.
    rows.set("capt_again", { entity: "capture", id: "capt_again", amount: 50, payment: { amount: 156, captures: [{ id: "capt_again", amount: 50 }] } })
    const out = (await capturePayment(ctx(), { data, context: { idempotency_key: "capt_again" } })).data ?? {}
    const order = await riverty(data)
    expect((order.captures ?? []).map((c) => c.amount)).toEqual([50])
    expect((out.captures as { capture_number: string }[])[0].capture_number).toBe(order.captures?.[0]?.captureNumber)
  })

  it("lets the capture that completes the Medusa payment take Riverty's last cent", async () => {
    let data = await authorized()
    // Medusa keeps sub-cent precision: 62.405 + 93.599 = 156.004 where Riverty holds 62.41 + 93.59.
    const payment = { amount: 156.004, captures: [{ id: "capt_p1", amount: 62.405 }, { id: "capt_p2", amount: 93.599 }] }
    rows.set("capt_p1", { entity: "capture", id: "capt_p1", amount: 62.405, payment: { ...payment, captures: payment.captures.slice(0, 1) } })
    data = (await capturePayment(ctx(), { data, context: { idempotency_key: "capt_p1" } })).data ?? {}
    rows.set("capt_p2", { entity: "capture", id: "capt_p2", amount: 93.599, payment })
    await capturePayment(ctx(), { data, context: { idempotency_key: "capt_p2" } })
    expect(((await riverty(data)).captures ?? []).map((c) => c.amount)).toEqual([62.41, 93.59])
  })

  it("refuses a Medusa capture whose amount it cannot read instead of capturing everything", async () => {
    const data = await authorized()
    const withoutQuery = { ...ctx(), query: undefined }
    await expect(capturePayment(withoutQuery, { data, context: { idempotency_key: "capt_unknown" } })).rejects.toThrow(/dependencies/)
    await expect(capturePayment(ctx(), { data, context: { idempotency_key: "capt_missing_row" } })).rejects.toThrow(/dependencies/)
    expect((await riverty(data)).captures ?? []).toHaveLength(0)
  })

  it("sends nothing for a sub-cent capture that leaves Medusa's total in cents where it was", async () => {
    let data = await authorized()
    const paymentId = `pay_${String(data.order_number)}`
    rows.set("capt_sub1", { entity: "capture", id: "capt_sub1", payment_id: paymentId, amount: 1.004 })
    data = (await capturePayment(ctx(), { data, context: { idempotency_key: "capt_sub1" } })).data ?? {}
    rows.set("capt_sub2", { entity: "capture", id: "capt_sub2", payment_id: paymentId, amount: 0.0009 })
    data = (await capturePayment(ctx(), { data, context: { idempotency_key: "capt_sub2" } })).data ?? {}
    // 1.004 + 0.0009 = 1.0049 is still 100 cents: one capture of 1.00 at Riverty.
    expect(((await riverty(data)).captures ?? []).map((c) => c.amount)).toEqual([1])
  })

  it("refuses more than remains authorized", async () => {
    const data = await authorized()
    rows.set("capt_big", { entity: "capture", id: "capt_big", amount: 156.02 })
    await expect(capturePayment(ctx(), { data, context: { idempotency_key: "capt_big" } })).rejects.toThrow(/cannot capture/)
    expect((await riverty(data)).captures ?? []).toHaveLength(0)
  })
})

describe("refundPayment", () => {
  async function capturedTwice() {
    let data = await authorized()
    rows.set(`capt_a${String(data.order_number)}`, { entity: "capture", id: `capt_a${String(data.order_number)}`, amount: 100 })
    rows.set(`capt_b${String(data.order_number)}`, { entity: "capture", id: `capt_b${String(data.order_number)}`, amount: 56 })
    data = (await capturePayment(ctx(), { data, context: { idempotency_key: `capt_a${String(data.order_number)}` } })).data ?? {}
    data = (await capturePayment(ctx(), { data, context: { idempotency_key: `capt_b${String(data.order_number)}` } })).data ?? {}
    return data
  }

  it("refunds a part, then the rest spread over both captures; totals equal what was asked", async () => {
    let data = await capturedTwice()
    data = (await refundPayment(ctx(), { data, amount: { value: "70", precision: 20 }, context: { idempotency_key: "ref_1" } })).data ?? {}
    data = (await refundPayment(ctx(), { data, amount: 86, context: { idempotency_key: "ref_2" } })).data ?? {}
    const order = await riverty(data)
    const refunded = (order.refunds ?? []).reduce((sum, r) => sum + Math.abs(Math.round((r.amount ?? 0) * 100)), 0)
    expect(refunded).toBe(15600)
    expect((order.captures ?? []).every((c) => c.balance === 0)).toBe(true)
    // Partial refunds carry lines of their capture, with the captured VAT rates.
    const partial = (order.refunds ?? []).filter((r) => (r.refundItems ?? []).length > 0)
    expect(partial.length).toBeGreaterThan(0)
    for (const r of partial) {
      const capture = (order.captures ?? []).find((c) => c.captureNumber === r.captureNumber)
      const rates = new Set((capture?.captureItems ?? []).map((i) => i.vatPercent))
      for (const item of r.refundItems ?? []) expect(rates.has(item.vatPercent)).toBe(true)
    }
  })

  it("books a refund made at Riverty (its numbers in the refund's metadata) without refunding again, once", async () => {
    let data = await capturedTwice()
    const order = await riverty(data)
    const portal = await client().orders.refund(
      String(data.order_number),
      { captureNumber: order.captures![1].captureNumber },
      { idempotencyKey: `portal-${String(data.order_number)}` },
    )
    const numbers = portal.refundNumbers
    const paymentId = `pay_${String(data.order_number)}`
    rows.set("ref_portal", { entity: "refund", id: "ref_portal", payment_id: paymentId, amount: 56, metadata: { riverty_refund_numbers: numbers } })
    data = (await refundPayment(ctx(), { data, amount: 56, context: { idempotency_key: "ref_portal" } })).data ?? {}
    expect((await riverty(data)).refunds).toHaveLength(1)
    expect((data.refunds as { refund_numbers: string[] }[]).flatMap((r) => r.refund_numbers)).toEqual(numbers)
    // The same Riverty refund for a second Medusa refund, or a number Riverty does not know: refused.
    rows.set("ref_again", { entity: "refund", id: "ref_again", payment_id: paymentId, amount: 56, metadata: { riverty_refund_numbers: numbers } })
    await expect(refundPayment(ctx(), { data, amount: 56, context: { idempotency_key: "ref_again" } })).rejects.toThrow(/not unbooked Riverty refunds/)
    rows.set("ref_made_up", { entity: "refund", id: "ref_made_up", payment_id: paymentId, amount: 10, metadata: { riverty_refund_numbers: ["999999"] } })
    await expect(refundPayment(ctx(), { data, amount: 10, context: { idempotency_key: "ref_made_up" } })).rejects.toThrow(/not unbooked Riverty refunds/)
    expect((await riverty(data)).refunds).toHaveLength(1)
  })

  it("refuses a refund above the captured balance without calling the refund endpoint", async () => {
    const data = await capturedTwice()
    await expect(refundPayment(ctx(), { data, amount: 156.01, context: { idempotency_key: "ref_big" } })).rejects.toThrow(/cannot refund/)
    expect((await riverty(data)).refunds ?? []).toHaveLength(0)
  })

  it("refunds once when the answer is lost after the service applied it, and once per Medusa refund", async () => {
    const data = await capturedTwice()
    await control(emu()).post("/faults", { path: `/api/v3/orders/${String(data.order_number)}/refunds`, drop: true, afterApply: true })
    const out = (await refundPayment(ctx(), { data, amount: 20, context: { idempotency_key: "ref_lost" } })).data ?? {}
    await refundPayment(ctx(), { data, amount: 20, context: { idempotency_key: "ref_lost" } })
    await refundPayment(ctx(), { data: out, amount: 20, context: { idempotency_key: "ref_lost" } })
    expect(((await riverty(data)).refunds ?? []).map((r) => r.amount)).toEqual([-20])
  })

  it("counts the applied part of a refund Medusa deleted after a failure, and never pays it out twice", async () => {
    const data = await capturedTwice()
    const payment = `pay_${String(data.order_number)}`
    // 120 = the whole 56 of the newer capture + 64 of the older one. The first part is applied but
    // its answer is lost with no retries left: Medusa deletes ref_half, whose id never returns.
    await control(emu()).post("/faults", { path: `/api/v3/orders/${String(data.order_number)}/refunds`, drop: true, afterApply: true })
    rows.set("ref_half", { entity: "refund", id: "ref_half", payment_id: payment })
    const noRetries = { ...ctx(), client: clientFor(emu(), { retry: { retries: 0 } }) }
    await expect(refundPayment(noRetries, { data, amount: 120, context: { idempotency_key: "ref_half" } })).rejects.toThrow()
    rows.delete("ref_half")
    expect(((await riverty(data)).refunds ?? []).map((r) => r.amount)).toEqual([-56])

    // A smaller refund would hide the 56 the customer already has back: refused, nothing sent.
    rows.set("ref_small", { entity: "refund", id: "ref_small", payment_id: payment })
    await expect(refundPayment(ctx(), { data, amount: 20, context: { idempotency_key: "ref_small" } })).rejects.toThrow(/already refunded 56.00/)
    rows.delete("ref_small")
    // The merchant refunds the 120 again: only the missing 64 is sent.
    rows.set("ref_again", { entity: "refund", id: "ref_again", payment_id: payment })
    const out = (await refundPayment(ctx(), { data, amount: 120, context: { idempotency_key: "ref_again" } })).data ?? {}
    const refunds = (await riverty(data)).refunds ?? []
    expect(refunds.reduce((sum, r) => sum + Math.abs(Math.round((r.amount ?? 0) * 100)), 0)).toBe(12000)
    expect((out.refunds as { refund_numbers: string[] }[])[0].refund_numbers).toHaveLength(refunds.length)
  })

  it("labels a refund Return when the refund says goods came back", async () => {
    const data = await capturedTwice()
    rows.set("ref_ret", { entity: "refund", id: "ref_ret", metadata: { riverty_refund_type: "Return" } })
    await refundPayment(ctx(), { data, amount: 10, context: { idempotency_key: "ref_ret" } })
    const [refund] = (await riverty(data)).refunds ?? []
    expect((refund as { refundType?: string }).refundType).toBe("Return")
  })
})

describe("cancelPayment", () => {
  it("voids an untouched authorization and is idempotent", async () => {
    const data = await authorized()
    const out = (await cancelPayment(ctx(), { data, context: { idempotency_key: "pay_1" } })).data ?? {}
    await cancelPayment(ctx(), { data, context: { idempotency_key: "pay_1" } })
    await cancelPayment(ctx(), { data: out, context: { idempotency_key: "pay_1" } })
    const order = await riverty(data)
    expect(order.orderDetails.status).toBe("Cancelled")
    expect(order.cancellations?.map((c) => c.cancellationAmount)).toEqual([156])
  })

  it("voids only the uncaptured rest after a partial capture, and a second cancel is no error", async () => {
    let data = await authorized()
    rows.set("capt_part", { entity: "capture", id: "capt_part", amount: 56 })
    data = (await capturePayment(ctx(), { data, context: { idempotency_key: "capt_part" } })).data ?? {}
    await cancelPayment(ctx(), { data, context: { idempotency_key: "pay_2" } })
    await cancelPayment(ctx(), { data, context: { idempotency_key: "pay_2b" } })
    const order = await riverty(data)
    expect(order.cancellations?.map((c) => c.cancellationAmount)).toEqual([100])
  })

  it("treats an expired authorization as cancelled", async () => {
    // Its own emulator: moving the clock 31 days on the shared one would expire every order the
    // tests after this one authorize, and make them depend on running before it.
    const own = await emulator()
    try {
      const ownClient = clientFor(own)
      const data = await authorized(ownClient)
      await control(own).post("/clock/advance", { days: 31 })
      await expect(cancelPayment({ ...ctx(), client: ownClient }, { data, context: { idempotency_key: "pay_3" } })).resolves.toBeDefined()
      expect((await ownClient.orders.getOrder(String(data.order_number))).orderDetails.status).toBe("Expired")
    } finally {
      await own.stop()
    }
  })
})
