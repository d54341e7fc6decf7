import type { RivertyLine } from "../line-allocation"
import { returnedByCapture } from "../return-allocation"

const article = (productId: string, quantity: number, grossUnitCents: number): RivertyLine => ({
  productId,
  description: productId,
  type: "PhysicalArticle",
  quantity,
  grossUnitCents,
  netUnitCents: Math.round(grossUnitCents / 1.19),
  vatPercent: 19,
})

describe("returned lines by capture", () => {
  it("takes returned quantities from the captures that invoiced them, oldest first", () => {
    const captures = [
      { captureNumber: "C1", items: [article("SHIRT", 1, 1000), { ...article("discount", 1, -100), type: "Discount" as const }] },
      { captureNumber: "C2", items: [article("SHIRT", 2, 1000), article("BOOK", 1, 500)] },
    ]
    const out = returnedByCapture(captures, [
      { productId: "SHIRT", quantity: 2 },
      { productId: "BOOK", quantity: 3 },
      { productId: "discount", quantity: 1 },
    ])
    expect(out.get("C1")?.map((l) => [l.line.productId, l.quantity, l.cents])).toEqual([["SHIRT", 1, 1000]])
    expect(out.get("C2")?.map((l) => [l.line.productId, l.quantity, l.cents])).toEqual([
      ["SHIRT", 1, 1000],
      ["BOOK", 1, 500],
    ])
  })
})
