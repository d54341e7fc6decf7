import { planRefund, refundLines, type CaptureBalance } from "../refund-allocation"
import { line } from "./lines"

// Each VAT rate's share of a partial refund is what that rate still holds, i.e.
// captured minus what earlier refunds of the capture gave back. Without the subtraction a rate
// whose lines all came back still gets a share, and the refund fails or lands on the wrong rate.

const shirts = line("SKU-A", "PhysicalArticle", 2, 1190, 19)
const books = line("SKU-B", "PhysicalArticle", 2, 535, 7)
const CAPTURE = { captureNumber: "800220001", items: [shirts, books] }

/** The capture after earlier refunds of these whole lines (prices as they were sent). */
const after = (refunded: CaptureBalance["refunded"]): CaptureBalance => ({
  ...CAPTURE,
  balanceCents: 2 * 1190 + 2 * 535 - refunded.reduce((s, r) => s + r.grossUnitCents * r.quantity, 0),
  refunded,
})

const summary = (lines: ReturnType<typeof refundLines>) =>
  lines.map((l) => [l.line.productId, l.line.vatPercent, l.quantity, l.line.grossUnitCents, l.cents])

describe("a partial refund after earlier refunds of the same capture", () => {
  it("puts nothing on a VAT rate whose lines were all refunded before (a returned line)", () => {
    // Both books (7 %) came back and were refunded; 10.00 of the shirts (19 %) is refunded now.
    const capture = after([{ ...books, quantity: 2 }])
    expect(capture.balanceCents).toBe(2380)
    // No whole shirt fits in 10.00: one adjusting line of 10.00 on a shirt, all at 19 %.
    expect(summary(refundLines(capture, 1000))).toEqual([["SKU-A", 19, 1, 1000, 1000]])
    const plan = planRefund([capture], 1000)
    expect(plan.map((p) => [p.captureNumber, p.cents, summary(p.items ?? [])])).toEqual([["800220001", 1000, [["SKU-A", 19, 1, 1000, 1000]]]])
  })

  it("splits by what each rate still holds when one rate was refunded in part", () => {
    // One book back: 19 % still holds 23.80, 7 % 5.35. 10.00 splits 8.16 / 1.84 (largest
    // remainder), not 6.90 / 3.10 as the captured amounts alone would give.
    const capture = after([{ ...books, quantity: 1 }])
    expect(summary(refundLines(capture, 1000))).toEqual([
      ["SKU-A", 19, 1, 816, 816],
      ["SKU-B", 7, 1, 184, 184],
    ])
  })
})
