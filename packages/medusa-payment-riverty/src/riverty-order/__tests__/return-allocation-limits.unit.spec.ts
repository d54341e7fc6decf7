import type { RivertyLine } from "../line-allocation"
import { returnedByCapture } from "../return-allocation"

// Which capture a return is booked against when captures hold a product in parts.

const article = (productId: string, quantity: number, grossUnitCents: number): RivertyLine => ({
  productId,
  description: productId,
  type: "PhysicalArticle",
  quantity,
  grossUnitCents,
  netUnitCents: grossUnitCents,
  vatPercent: 0,
})

const view = (out: Map<string, { line: RivertyLine; quantity: number; cents: number }[]>) =>
  Object.fromEntries([...out].map(([capture, lines]) => [capture, lines.map((l) => [l.line.productId, l.quantity, l.cents])]))

describe("returnedByCapture limits", () => {
  it("stops at the returned quantity even when later captures hold more of the product", () => {
    const captures = [
      { captureNumber: "C1", items: [article("LAMP", 2, 1190)] },
      { captureNumber: "C2", items: [article("LAMP", 5, 1190)] },
    ]
    expect(view(returnedByCapture(captures, [{ productId: "LAMP", quantity: 2 }]))).toEqual({ C1: [["LAMP", 2, 2380]] })
  })

  it("skips a capture line with no whole unit left and takes the next one", () => {
    const captures = [
      { captureNumber: "C1", items: [article("LAMP", 0.5, 1190)] },
      { captureNumber: "C2", items: [article("LAMP", 1, 1190)] },
    ]
    expect(view(returnedByCapture(captures, [{ productId: "LAMP", quantity: 1 }]))).toEqual({ C2: [["LAMP", 1, 1190]] })
  })

  it("does not take a unit twice when the same product is returned in two entries", () => {
    const captures = [{ captureNumber: "C1", items: [article("LAMP", 2, 1190)] }]
    const out = returnedByCapture(captures, [
      { productId: "LAMP", quantity: 1 },
      { productId: "LAMP", quantity: 2 },
    ])
    expect(view(out)).toEqual({ C1: [["LAMP", 1, 1190], ["LAMP", 1, 1190]] })
  })

  it("books nothing for a product never captured, or a return of zero", () => {
    const captures = [{ captureNumber: "C1", items: [article("LAMP", 2, 1190)] }]
    expect(view(returnedByCapture(captures, [{ productId: "BOOK", quantity: 1 }, { productId: "LAMP", quantity: 0 }]))).toEqual({})
  })

  it("never gives back a free unit of the product: the return is booked on the paid one", () => {
    // The older capture holds the product as a free gift (0.00); only the paid unit carries money.
    const captures = [
      { captureNumber: "C1", items: [article("LAMP", 1, 0)] },
      { captureNumber: "C2", items: [article("LAMP", 1, 1190)] },
    ]
    expect(view(returnedByCapture(captures, [{ productId: "LAMP", quantity: 1 }]))).toEqual({ C2: [["LAMP", 1, 1190]] })
  })
})
