import type { NotificationRecord } from "../../../modules/riverty"
import type { PaymentToProcess } from "../payment-steps"
import {
  ReconciliationPending,
  orderToLockForReconciliation,
  orderToReconcile,
  planCancel,
  planCapture,
  planRefund,
  type MedusaPayment,
  type Money,
} from "../reconciliation-plan"

// What a Captured, Canceled or Refunded notification books in Medusa, decided before anything is
// booked (the workflow then books it with Medusa's refund or capture workflow nested as a step).

const payment = (over: Partial<MedusaPayment> = {}): MedusaPayment => ({
  id: "pay_1",
  canceled_at: null,
  data: {},
  captures: [{ amount: 100 }],
  refunds: [],
  ...over,
})
const money = (over: Partial<Money> = {}): Money => ({ capturedCents: 10000, refundedCents: 0, refunds: [], ...over })
const refund = (refundNumber: string, cents: number, transactionReference: string | null = null) => ({
  refundNumber,
  captureNumber: null,
  transactionReference,
  cents,
})
const row = (to: string, attempts = 1): NotificationRecord =>
  ({
    id: "rnot_1",
    type: `payments/transaction${to}`,
    attempts,
    payload: { parameters: { paymentTransactionToken: "payses_1", statusChange: { from: "Authorized", to } } },
  }) as unknown as NotificationRecord
const toProcess = (over: Partial<PaymentToProcess> = {}): PaymentToProcess => ({
  orderNumber: "payses_1",
  sessionId: "payses_1",
  orderId: "order_1",
  action: "not_supported",
  process: null,
  outcome: "payment: not_supported",
  ...over,
})

describe("orderToReconcile", () => {
  it("names the Riverty order of a Captured, Canceled or Refunded change of a Riverty session", () => {
    for (const to of ["Captured", "Canceled", "Refunded"]) expect(orderToReconcile(row(to), toProcess())).toBe("payses_1")
  })
  it("names none for another change, a session no Riverty provider holds, or no notification", () => {
    expect(orderToReconcile(row("Authorized"), toProcess())).toBeNull()
    expect(orderToReconcile(row("Refunded"), toProcess({ action: null }))).toBeNull()
    expect(orderToReconcile(row("Refunded"), toProcess({ sessionId: null }))).toBeNull()
    expect(orderToReconcile(row("Refunded"), null)).toBeNull()
    expect(orderToReconcile(null, toProcess())).toBeNull()
  })
})

describe("orderToLockForReconciliation", () => {
  it("locks the order for a capture or refund, not for a cancellation (the provider's void takes that lock)", () => {
    expect(orderToLockForReconciliation(row("Captured"), toProcess())).toBe("payses_1")
    expect(orderToLockForReconciliation(row("Refunded"), toProcess())).toBe("payses_1")
    expect(orderToLockForReconciliation(row("Canceled"), toProcess())).toBeNull()
    expect(orderToLockForReconciliation(row("Authorized"), toProcess())).toBeNull()
  })
})

describe("planRefund", () => {
  it("books a refund made in Riverty's portal with its numbers in the metadata", () => {
    expect(planRefund(payment(), money({ refundedCents: 4000, refunds: [refund("R-1", 4000)] }))).toEqual({
      outcome: "refund of 40 made at Riverty booked in Medusa",
      refund: { payment_id: "pay_1", amount: 40, note: "Refund made at Riverty (R-1)", metadata: { riverty_refund_numbers: ["R-1"] } },
    })
  })

  it("books nothing for Medusa's own refunds: recorded numbers, or a Medusa refund id as reference", () => {
    const own = payment({ data: { refunds: [{ refund_numbers: ["R-1"] }] }, refunds: [{ id: "ref_2", amount: 40 }, { id: "ref_1", amount: 10 }] })
    const plan = planRefund(own, money({ refundedCents: 5000, refunds: [refund("R-1", 1000), refund("R-2", 4000, "ref_2")] }))
    expect(plan).toEqual({ outcome: "refunds match Medusa" })
  })

  it("reports, without booking, more than Medusa can refund (captured less refunded)", () => {
    const plan = planRefund(payment({ captures: [{ amount: 30 }] }), money({ refundedCents: 4000, refunds: [refund("R-1", 4000)] }))
    expect(plan.refund).toBeUndefined()
    expect(plan.outcome).toBe("Riverty refunded 40 (R-1) that Medusa could not book: more than it has captured and not refunded; book it in Medusa")
  })

  it("reports a Riverty total above Medusa's when no refund is left to book", () => {
    const plan = planRefund(payment({ data: { refunds: [{ refund_numbers: ["R-1"] }] } }), money({ refundedCents: 4000, refunds: [refund("R-1", 4000)] }))
    expect(plan).toEqual({ outcome: "Riverty refunded 40 more than Medusa booked; book it in Medusa" })
  })
})

describe("planCapture", () => {
  it("checks again before booking a difference first seen on the first attempt", () => {
    expect(() => planCapture(row("Captured", 1), payment({ captures: [] }), money({ capturedCents: 2500 }))).toThrow(ReconciliationPending)
  })
  it("books the difference when a later attempt still sees it, as already captured (no call to Riverty)", () => {
    expect(planCapture(row("Captured", 2), payment({ captures: [{ amount: 75 }] }), money({ capturedCents: 10000 }))).toEqual({
      outcome: "capture of 25 made at Riverty booked in Medusa",
      capture: { payment_id: "pay_1", amount: 25, is_captured: true },
    })
  })
  it("books nothing when Medusa holds Riverty's captured total", () => {
    expect(planCapture(row("Captured", 3), payment(), money({ capturedCents: 10000 }))).toEqual({ outcome: "captures match Medusa" })
  })
})

describe("planCancel", () => {
  it("cancels a Medusa payment without captures when Riverty holds none either", () => {
    expect(planCancel(payment({ captures: [] }), money({ capturedCents: 0 }))).toEqual({
      outcome: "Medusa payment canceled",
      cancel: { payment_id: "pay_1" },
    })
  })
  it("leaves the payment open when Riverty holds a capture Medusa has not booked (its answer was lost), even of one cent", () => {
    for (const [capturedCents, shown] of [[700, "7"], [1, "0.01"]] as const) {
      expect(planCancel(payment({ captures: [] }), money({ capturedCents }))).toEqual({
        outcome: `Riverty holds captures of ${shown} Medusa has not booked; payment left open for them`,
      })
    }
  })
})
