import { capturePayment } from "../capture"
import { refundPayment } from "../refund"
import { useOperationHarness } from "./harness"

// Riverty refunds made in the merchant portal are booked as a Medusa refund
// (their numbers in its metadata) only when they come to that refund's amount to the cent; a
// Medusa refund of another amount must not book them, nor send a refund of its own.
const h = useOperationHarness()

describe("booking refunds made at Riverty against a Medusa refund", () => {
  it("refuses a Medusa refund of another amount and books the one of the same amount", async () => {
    let data = await h.authorized()
    const order = String(data.order_number)
    h.rows.set(`capt_a${order}`, { entity: "capture", id: `capt_a${order}`, amount: 100 })
    h.rows.set(`capt_b${order}`, { entity: "capture", id: `capt_b${order}`, amount: 56 })
    data = (await capturePayment(h.ctx(), { data, context: { idempotency_key: `capt_a${order}` } })).data ?? {}
    data = (await capturePayment(h.ctx(), { data, context: { idempotency_key: `capt_b${order}` } })).data ?? {}
    const captures = (await h.client().orders.getOrder(order)).captures ?? []
    // The merchant refunds the whole 56.00 capture in Riverty's portal.
    const portal = await h.client().orders.refund(order, { captureNumber: captures[1].captureNumber }, { idempotencyKey: `portal-${order}` })
    const numbers = portal.refundNumbers
    const payment = `pay_${order}`

    // 55.99 and 56.01: a cent off either way is another amount. Medusa deletes a refund whose
    // provider call failed, so each row goes before the next one is tried.
    for (const [id, amount] of [["ref_less", 55.99], ["ref_more", 56.01]] as const) {
      h.rows.set(id, { entity: "refund", id, payment_id: payment, amount, metadata: { riverty_refund_numbers: numbers } })
      await expect(refundPayment(h.ctx(), { data, amount, context: { idempotency_key: id } })).rejects.toThrow(
        `Riverty: refunds ${numbers.join(", ")} are not unbooked Riverty refunds of ${amount.toFixed(2)}`
      )
      h.rows.delete(id)
    }
    // Nothing was sent for them either: Riverty still holds the portal refund alone.
    expect(((await h.client().orders.getOrder(order)).refunds ?? []).map((r) => r.amount)).toEqual([-56])

    h.rows.set("ref_same", { entity: "refund", id: "ref_same", payment_id: payment, amount: 56, metadata: { riverty_refund_numbers: numbers } })
    const booked = (await refundPayment(h.ctx(), { data, amount: 56, context: { idempotency_key: "ref_same" } })).data ?? {}
    expect(booked.refunds).toEqual([
      { refund_numbers: numbers, capture_numbers: [captures[1].captureNumber], amount: 56, refund_type: "Refund", idempotency_key: "ref_same" },
    ])
    expect(((await h.client().orders.getOrder(order)).refunds ?? []).map((r) => r.amount)).toEqual([-56])
  })
})
