import { allocateShipment, openLinesOf, type OpenLine } from "../line-allocation"
import { summary } from "./line-allocation-expect"
import { line, ORDER } from "./lines"

// Quantities within 1e-9 of zero are rounding noise of decimal shares: they count as nothing,
// both shipped and open. Lines open by 1e-9 are built by hand (openLinesOf drops them).

const openOf = (productId: string, type: "PhysicalArticle" | "Discount", grossUnitCents: number, vatPercent: number, open: number): OpenLine => ({
  line: line(productId, type, 1, grossUnitCents, vatPercent),
  open,
})

describe("rounding noise in shipments", () => {
  it("ships nothing for a shipped quantity of 1e-9", () => {
    expect(allocateShipment(openLinesOf(ORDER, []), [{ productId: "SKU-A", quantity: 1e-9 }])).toEqual([])
  })

  it("takes nothing from a line of the product open by 1e-9", () => {
    const open = [openOf("SKU-A", "PhysicalArticle", 1190, 19, 1e-9), openOf("SKU-A", "PhysicalArticle", 1000, 19, 1)]
    expect(summary(allocateShipment(open, [{ productId: "SKU-A", quantity: 1 }]))).toEqual([["SKU-A", 1, 1000]])
  })

  it("counts an article open by 1e-9 as shipped, so the last shipment takes the discount of a rate without articles", () => {
    const open = [
      openOf("DUST", "PhysicalArticle", 500, 19, 1e-9),
      openOf("SKU-A", "PhysicalArticle", 1190, 19, 1),
      openOf("discount-vat-7", "Discount", -100, 7, 1),
    ]
    expect(summary(allocateShipment(open, [{ productId: "SKU-A", quantity: 1 }]))).toEqual([
      ["SKU-A", 1, 1190],
      ["discount-vat-7", 1, -100],
    ])
  })

  it("counts an article open by 1e-9 as shipped, so its VAT rate is done and takes its discount", () => {
    const open = [
      openOf("SKU-A", "PhysicalArticle", 1190, 19, 1),
      openOf("DUST", "PhysicalArticle", 500, 19, 1e-9),
      openOf("SKU-B", "PhysicalArticle", 535, 7, 1),
      openOf("discount-vat-19", "Discount", -100, 19, 1),
    ]
    expect(summary(allocateShipment(open, [{ productId: "SKU-A", quantity: 1 }]))).toEqual([
      ["SKU-A", 1, 1190],
      ["discount-vat-19", 1, -100],
    ])
  })
})
