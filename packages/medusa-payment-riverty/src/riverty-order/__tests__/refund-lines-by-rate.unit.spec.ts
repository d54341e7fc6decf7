import type { RivertyLine } from "../line-allocation"
import { refundLines, type CaptureBalance } from "../refund-allocation"

// Which lines a partial refund of one capture names: per VAT rate what is still unrefunded, whole
// units first, the rest on the cheapest unit left, fractions only with decimal quantities.

const article = (productId: string, quantity: number, grossUnitCents: number, vatPercent: number): RivertyLine => ({
  productId,
  description: productId,
  type: "PhysicalArticle",
  quantity,
  grossUnitCents,
  netUnitCents: Math.round((grossUnitCents * 100) / (100 + vatPercent)),
  vatPercent,
})

const capture = (items: RivertyLine[], refunded: RivertyLine[] = []): CaptureBalance => ({ captureNumber: "C1", balanceCents: 0, items, refunded })
const view = (lines: ReturnType<typeof refundLines>) => lines.map((l) => [l.line.productId, l.quantity, l.cents])

describe("refundLines by VAT rate", () => {
  it("gives a rate refunded in full earlier no share, so the rest comes from the other rate", () => {
    const lines = refundLines(capture([article("A", 2, 1000, 19), article("B", 1, 500, 7)], [article("B", 1, 500, 7)]), 1000)
    expect(view(lines)).toEqual([["A", 1, 1000]])
  })

  it("takes whole units first and puts the rest as an adjusting line on the cheapest unit left", () => {
    const lines = refundLines(capture([article("A", 2, 1000, 19), article("C", 3, 300, 19)]), 1150)
    expect(lines.map((l) => [l.line.productId.startsWith("C") || l.line.description.includes("C"), l.cents])).toEqual([
      [false, 1000],
      [true, 150],
    ])
    expect(lines[0].quantity).toBe(1)
  })

  it("does not count units refunded earlier as room, product by product", () => {
    const lines = refundLines(capture([article("A", 2, 1000, 19), article("C", 1, 300, 19)], [article("A", 1, 1000, 19)]), 1300)
    expect(view(lines)).toEqual([
      ["A", 1, 1000],
      ["C", 1, 300],
    ])
  })

  it("refunds a fraction of a line only with decimal quantities", () => {
    expect(view(refundLines(capture([article("A", 2, 1000, 19)]), 1500, true))).toEqual([["A", 1.5, 1500]])
  })
})
