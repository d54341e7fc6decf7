import { allocateShipment, openLinesOf } from "../line-allocation"
import { summary } from "./line-allocation-expect"
import { line } from "./lines"

// With decimalQuantities a shipment takes its share of every open non-article line.

describe("shipment shares with decimalQuantities", () => {
  it("shares a discount of a rate without articles by the value of all articles", () => {
    // Half the article value shipped (1190 of 2380): half the 7 % discount, though no 7 % article exists.
    const order = [line("SKU-A", "PhysicalArticle", 2, 1190, 19), line("discount-vat-7", "Discount", 1, -100, 7)]
    expect(summary(allocateShipment(openLinesOf(order, []), [{ productId: "SKU-A", quantity: 1 }], { decimalQuantities: true }))).toEqual([
      ["SKU-A", 1, 1190],
      ["discount-vat-7", 0.5, -50],
    ])
  })

  it("shares nothing of the shipping while the open articles are worth nothing", () => {
    const order = [line("GIFT", "PhysicalArticle", 2, 0, 19), line("shipping", "ShippingFee", 1, 595, 19)]
    expect(summary(allocateShipment(openLinesOf(order, []), [{ productId: "GIFT", quantity: 1 }], { decimalQuantities: true }))).toEqual([
      ["GIFT", 1, 0],
    ])
  })
})
