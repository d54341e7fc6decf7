import { planRefund, refundLines, type CaptureBalance } from "../refund-allocation"
import { line } from "./lines"

// Which captured units a partial refund may still use: lines of a capture by amount, units given
// back earlier (per product, across lines of the same product), negative lines, and the fraction
// path of `decimalQuantities`. Every expected line is worked out by hand from the unit prices.

const capture = (items: CaptureBalance["items"], refunded: CaptureBalance["refunded"] = [], balanceCents?: number): CaptureBalance => ({
  captureNumber: "C1",
  balanceCents: balanceCents ?? items.reduce((s, i) => s + i.quantity * i.grossUnitCents, 0),
  items,
  refunded,
})

describe("refundLines: what a partial refund may still take", () => {
  it("gives a capture by amount one line without VAT worth the refund", () => {
    const byAmount: CaptureBalance = { captureNumber: "C9", balanceCents: 5000, items: [], refunded: [] }
    expect(planRefund([byAmount], 1234)).toEqual([
      {
        captureNumber: "C9",
        cents: 1234,
        items: [
          {
            line: { productId: "refund", description: "Refund", quantity: 1, grossUnitCents: 1234, netUnitCents: 1234, vatPercent: 0 },
            quantity: 1,
            cents: 1234,
          },
        ],
      },
    ])
  })

  it("never hosts the adjusting line on a discount line (negative lines are not refundable units)", () => {
    // 2 x 11.90 and 2.38 off at 19 %: 10.00 back fits no whole unit, so it is one adjusting unit
    // of SKU-A (the cheapest positive line), never of the discount, which sorts first by price.
    const lines = refundLines(capture([line("SKU-A", "PhysicalArticle", 2, 1190, 19), line("SKU-A", "Discount", 1, -238, 19)]), 1000)
    expect(lines).toEqual([
      {
        line: { productId: "SKU-A", description: "SKU-A (adjusting line)", type: "PhysicalArticle", quantity: 1, grossUnitCents: 1000, netUnitCents: 840, vatPercent: 19 },
        quantity: 1,
        cents: 1000,
      },
    ])
  })

  it("does not count a negative line given back earlier as a unit of the product it names", () => {
    // A price correction of SKU-A refunded before (-1.00) leaves both units of SKU-A to refund.
    const refunded = [line("SKU-A", "Discount", 1, -100, 19)]
    const lines = refundLines(capture([line("SKU-A", "PhysicalArticle", 2, 1000, 19)], refunded, 2100), 2000)
    expect(lines.map((l) => [l.line.productId, l.line.grossUnitCents, l.quantity, l.cents])).toEqual([["SKU-A", 1000, 2, 2000]])
  })

  it("uses up units refunded earlier line by line within a product, not once per line", () => {
    // SKU-A on three lines (11.90, 10.00, 10.00), one unit of 11.90 given back before: the two
    // 10.00 units are what is left, one from each of their lines.
    const items = [line("SKU-A", "PhysicalArticle", 1, 1190, 19), line("SKU-A", "PhysicalArticle", 1, 1000, 19), line("SKU-A", "PhysicalArticle", 1, 1000, 19)]
    const lines = refundLines(capture(items, [line("SKU-A", "PhysicalArticle", 1, 1190, 19)], 2000), 2000)
    expect(lines).toEqual([
      { line: items[1], quantity: 1, cents: 1000 },
      { line: items[2], quantity: 1, cents: 1000 },
    ])
  })

  it("takes a unit refunded earlier out of its own line, so the next line of the product is still open", () => {
    const items = [line("SKU-A", "PhysicalArticle", 1, 1190, 19), line("SKU-A", "PhysicalArticle", 1, 1000, 19)]
    const lines = refundLines(capture(items, [line("SKU-A", "PhysicalArticle", 1, 1190, 19)], 1000), 1000)
    expect(lines).toEqual([{ line: items[1], quantity: 1, cents: 1000 }])
  })

  it("hosts the adjusting line on the cheapest line that still has a whole unit, not on one refunded before", () => {
    // SKU-C (5.00) was given back in full; 7.00 of SKU-A is one adjusting unit of SKU-A.
    const items = [line("SKU-C", "PhysicalArticle", 1, 500, 19), line("SKU-A", "PhysicalArticle", 2, 1190, 19)]
    const lines = refundLines(capture(items, [line("SKU-C", "PhysicalArticle", 1, 500, 19)], 2380), 700)
    expect(lines.map((l) => [l.line.productId, l.line.description, l.line.grossUnitCents, l.quantity, l.cents])).toEqual([
      ["SKU-A", "SKU-A (adjusting line)", 700, 1, 700],
    ])
  })

  it("puts a share no unit is left for on a refund share line of its rate", () => {
    // An adjusting unit of 3.00 was refunded before: by quantity SKU-A's one unit is gone, by
    // cents 7.00 of the rate is still captured. 5.00 go on a line of their own at 19 %.
    const refunded = [{ ...line("SKU-A", "PhysicalArticle", 1, 300, 19), description: "SKU-A (adjusting line)" }]
    const lines = refundLines(capture([line("SKU-A", "PhysicalArticle", 1, 1000, 19)], refunded, 700), 500)
    expect(lines.map((l) => [l.line.productId, l.line.description, l.line.vatPercent, l.line.grossUnitCents, l.line.netUnitCents, l.quantity, l.cents])).toEqual([
      ["refund-share-19", "Refund share at 19% VAT", 19, 500, 420, 1, 500],
    ])
  })

  it("never lists a free line in a refund: it carries no money to give back", () => {
    const items = [line("GIFT", "PhysicalArticle", 1, 0, 19), line("SKU-A", "PhysicalArticle", 2, 1190, 19)]
    expect(refundLines(capture(items), 1190)).toEqual([{ line: items[1], quantity: 1, cents: 1190 }])
  })

  it("does not count a free unit of the product given back earlier as one of its paid units", () => {
    // Buy two, one more free as a 0.00 line of the same SKU: the free unit went back first.
    const items = [line("SKU-A", "PhysicalArticle", 2, 1000, 19)]
    expect(refundLines(capture(items, [line("SKU-A", "PhysicalArticle", 1, 0, 19)]), 2000)).toEqual([{ line: items[0], quantity: 2, cents: 2000 }])
  })

  describe("with decimalQuantities", () => {
    it("takes whole open lines while they fit, then a fraction of the next", () => {
      const items = [line("SKU-A", "PhysicalArticle", 1, 1000, 19), line("SKU-B", "PhysicalArticle", 2, 500, 19)]
      expect(refundLines(capture(items), 1250, true)).toEqual([
        { line: items[0], quantity: 1, cents: 1000 },
        { line: items[1], quantity: 0.5, cents: 250 },
      ])
    })

    it("skips a line refunded in full before instead of listing it with nothing", () => {
      const items = [line("SKU-A", "PhysicalArticle", 1, 1000, 19), line("SKU-B", "PhysicalArticle", 2, 500, 19)]
      expect(refundLines(capture(items, [line("SKU-A", "PhysicalArticle", 1, 1000, 19)], 1000), 500, true)).toEqual([
        { line: items[1], quantity: 1, cents: 500 },
      ])
    })
  })
})
