import { planRefund, type CaptureBalance, type RefundPart } from "../refund-allocation"
import { line } from "./lines"

// Partial refunds one after another, each planned from what Riverty holds after the ones before
// (the capture's balance and the lines of earlier refunds, as sent). Without decimalQuantities
// an adjusting line takes a whole unit for part of its price, so a later refund may find no unit
// of the product left while the rate still holds money.

const JACKET = line("SKU-JACKET", "PhysicalArticle", 1, 4000, 19)

/** Plans `cents` against the capture, then books the refund the way Riverty records it. */
function refund(capture: CaptureBalance, cents: number): RefundPart {
  const [part] = planRefund([capture], cents)
  capture.balanceCents -= part.cents
  capture.refunded.push(...(part.items ?? []).map((i) => ({ ...i.line, quantity: i.quantity })))
  return part
}

const summary = (part: RefundPart) =>
  (part.items ?? []).map((i) => [i.line.productId, i.line.vatPercent, i.quantity, i.line.grossUnitCents, i.line.netUnitCents, i.cents])

describe("successive partial refunds of one 40 € jacket at 19 % VAT (whole units)", () => {
  it("takes 10 €, 10 €, then the rest, each in lines worth exactly its amount", () => {
    const capture: CaptureBalance = { captureNumber: "800090001", balanceCents: 4000, items: [JACKET], refunded: [] }
    // The jacket's one unit carries the first 10 € as an adjusting line.
    expect(summary(refund(capture, 1000))).toEqual([["SKU-JACKET", 19, 1, 1000, 840, 1000]])
    // No jacket unit is left: the next 10 € are a refund share line at 19 %, not a jacket line.
    expect(summary(refund(capture, 1000))).toEqual([["refund-share-19", 19, 1, 1000, 840, 1000]])
    expect(summary(refund(capture, 500))).toEqual([["refund-share-19", 19, 1, 500, 420, 500]])
    // The rest is the whole balance: no lines.
    expect(refund(capture, 1500)).toEqual({ captureNumber: "800090001", cents: 1500 })
    expect(capture.balanceCents).toBe(0)
    // Per product, never more than captured: the jacket appears once, with quantity 1.
    expect(capture.refunded.filter((r) => r.productId === "SKU-JACKET").reduce((s, r) => s + r.quantity, 0)).toBe(1)
  })

  it("keeps each rate's share after a refund share line was sent (two rates)", () => {
    const book = line("SKU-BOOK", "PhysicalArticle", 1, 1070, 7)
    const capture: CaptureBalance = { captureNumber: "C2", balanceCents: 5070, items: [JACKET, book], refunded: [] }
    refund(capture, 1000) // 789 at 19 %, 211 at 7 %: both units taken by adjusting lines
    const second = refund(capture, 1000)
    // 19 % holds 32.11, 7 % holds 8.59: 10.00 splits 7.89 / 2.11 again, on share lines.
    expect(summary(second)).toEqual([
      ["refund-share-19", 19, 1, 789, 663, 789],
      ["refund-share-7", 7, 1, 211, 197, 211],
    ])
  })
})
