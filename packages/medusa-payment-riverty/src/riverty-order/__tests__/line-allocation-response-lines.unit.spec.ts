import { lineFromResponse, toItems } from "../line-allocation"
import { line } from "./lines"

// Lines read back from Riverty, and allocated lines written out as Riverty order items.

describe("lineFromResponse", () => {
  it("reads a captured line with its own description, prices and VAT rate, not negated by default", () => {
    const read = lineFromResponse({
      productId: "SKU-A",
      description: "Shirt",
      type: "PhysicalArticle",
      quantity: 2,
      grossUnitPrice: 11.9,
      netUnitPrice: 10,
      vatPercent: 19,
    })
    expect(read).toEqual({
      productId: "SKU-A",
      description: "Shirt",
      type: "PhysicalArticle",
      quantity: 2,
      grossUnitCents: 1190,
      netUnitCents: 1000,
      vatPercent: 19,
    })
  })

  it("describes a line without description by its productId", () => {
    expect(lineFromResponse({ productId: "SKU-A", grossUnitPrice: 11.9 }).description).toBe("SKU-A")
  })

  it("reads an empty line as nothing: empty ids, no quantity, no price, no VAT", () => {
    expect(lineFromResponse({})).toEqual({
      productId: "",
      description: "",
      type: undefined,
      quantity: 0,
      grossUnitCents: 0,
      netUnitCents: 0,
      vatPercent: 0,
    })
  })
})

describe("toItems", () => {
  it("writes each line with its type, unit prices and VAT amount per unit, and totals from the lines' cents", () => {
    // 2 x 11.90 at 19 % (net 10.00, VAT 1.90) and 1 x 5.35 at 7 % (net 5.00, VAT 0.35) without a type.
    const shirt = line("SKU-A", "PhysicalArticle", 2, 1190, 19)
    const book = line("SKU-B", undefined, 1, 535, 7)
    const totals = toItems([
      { line: shirt, quantity: 2, cents: 2380 },
      { line: book, quantity: 1, cents: 535 },
    ])
    expect(totals.items).toStrictEqual([
      { productId: "SKU-A", description: "SKU-A", type: "PhysicalArticle", quantity: 2, grossUnitPrice: 11.9, netUnitPrice: 10, vatPercent: 19, vatAmount: 1.9 },
      { productId: "SKU-B", description: "SKU-B", quantity: 1, grossUnitPrice: 5.35, netUnitPrice: 5, vatPercent: 7, vatAmount: 0.35 },
    ])
    expect(totals).toMatchObject({ totalGrossCents: 2915, totalGrossAmount: 29.15, totalNetAmount: 25 })
  })
})
