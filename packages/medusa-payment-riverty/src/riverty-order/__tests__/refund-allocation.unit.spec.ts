import { refundRequestSchema } from "riverty-client"
import { centsOf, toItems } from "../line-allocation"
import { planRefund, refundLines, type CaptureBalance } from "../refund-allocation"
import { articleCapture, line, sum } from "./lines"


// First shipment: 2 shirts at 19 % with their discount and part of the shipping; second: 3 books at 7 %.
const FIRST: CaptureBalance = {
  captureNumber: "800090001",
  balanceCents: 2380 + 355 - 238,
  items: [line("SKU-A", "PhysicalArticle", 2, 1190, 19), { ...line("shipping-sm_1", "ShippingFee", 1, 595, 19), quantity: 355 / 595 }, line("discount-vat-19", "Discount", 1, -238, 19)],
  refunded: [],
}
const SECOND: CaptureBalance = {
  captureNumber: "800090002",
  balanceCents: 1605 + 240 - 161,
  items: [line("SKU-B", "PhysicalArticle", 3, 535, 7), { ...line("shipping-sm_1", "ShippingFee", 1, 595, 19), quantity: 240 / 595 }, line("discount-vat-7", "Discount", 1, -161, 7)],
  refunded: [],
}


describe("refund plan", () => {
  it("refunds a whole capture balance without lines and the rest from the next capture with its VAT rates", () => {
    const cents = SECOND.balanceCents + 1000
    const plan = planRefund([FIRST, SECOND], cents)
    expect(plan[0]).toEqual({ captureNumber: SECOND.captureNumber, cents: SECOND.balanceCents })
    expect(plan[1].captureNumber).toBe(FIRST.captureNumber)
    expect(plan[1].cents).toBe(1000)
    const items = plan[1].items ?? []
    expect(sum(items)).toBe(1000)
    const capturedRates = new Set(FIRST.items.map((i) => i.vatPercent))
    for (const item of items) {
      expect(capturedRates.has(item.line.vatPercent)).toBe(true)
      // A captured line at its unit price, or the adjusting line on a captured product.
      const adjusting = item.line.description.endsWith("(adjusting line)")
      expect(FIRST.items.some((c) => c.productId === item.line.productId && (adjusting || c.grossUnitCents === item.line.grossUnitCents))).toBe(true)
      expect(Number.isInteger(item.quantity)).toBe(true)
    }
    const totals = toItems(items)
    const parsed = refundRequestSchema.safeParse({ captureNumber: FIRST.captureNumber, items: totals.items, refundType: "Refund" })
    expect(parsed.success).toBe(true)
  })

  it("splits a part over VAT rates by what each still holds", () => {
    const mixed = articleCapture("800090003", 1, 1)
    const items = refundLines(mixed, 1000)
    expect(sum(items)).toBe(1000)
    const at19 = sum(items.filter((i) => i.line.vatPercent === 19))
    expect(at19).toBe(Math.round((1000 * 1190) / 1725))
  })

  it("takes earlier refunds of the capture into account", () => {
    const first = refundLines(FIRST, 1190)
    const after: CaptureBalance = {
      ...FIRST,
      balanceCents: FIRST.balanceCents - 1190,
      refunded: first.map((l) => ({ ...l.line, quantity: l.quantity })),
    }
    const second = refundLines(after, after.balanceCents)
    expect(sum(second)).toBe(after.balanceCents)
    const shirts = [...first, ...second].filter((l) => l.line.productId === "SKU-A").reduce((s, l) => s + l.quantity, 0)
    expect(shirts).toBeLessThanOrEqual(2 + 1e-9)
    for (const l of second) expect(centsOf(l.line, l.quantity)).toBe(l.cents)
  })

  it("refuses more than the captured balances and non-positive amounts", () => {
    expect(() => planRefund([FIRST, SECOND], FIRST.balanceCents + SECOND.balanceCents + 1)).toThrow(/exceeds/)
    expect(() => planRefund([FIRST], 0)).toThrow(/positive/)
  })

  it("skips captures already refunded in full", () => {
    const plan = planRefund([FIRST, { ...SECOND, balanceCents: 0 }], 500)
    expect(plan).toHaveLength(1)
    expect(plan[0].captureNumber).toBe(FIRST.captureNumber)
  })
})
