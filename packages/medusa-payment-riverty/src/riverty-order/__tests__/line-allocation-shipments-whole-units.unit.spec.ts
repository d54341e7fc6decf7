import { allocateShipment, openLinesOf, type RivertyLine } from "../line-allocation"
import { summary } from "./line-allocation-expect"
import { line, ORDER } from "./lines"

// Without decimalQuantities nothing is shared: shipping goes whole with the first shipment, a
// discount whole with the shipment that leaves no article of its VAT rate open (else the last).

const shipFirst = (order: RivertyLine[], productId: string, quantity: number) =>
  allocateShipment(openLinesOf(order, []), [{ productId, quantity }])

describe("shipments in whole units", () => {
  it("sends the shipping with the first shipment, and no discount while articles of its rate are open", () => {
    expect(summary(shipFirst(ORDER, "SKU-A", 1))).toEqual([
      ["SKU-A", 1, 1190],
      ["shipping-sm_1", 1, 595],
    ])
  })

  it("sends the discount of a VAT rate with the shipment that leaves no article of that rate open", () => {
    expect(summary(shipFirst(ORDER, "SKU-A", 2))).toEqual([
      ["SKU-A", 2, 2380],
      ["shipping-sm_1", 1, 595],
      ["discount-vat-19", 1, -238],
    ])
  })

  it("waits with a discount while any article of its rate is open, though another one is shipped", () => {
    const order = [
      line("SKU-A", "PhysicalArticle", 1, 1190, 19),
      line("SKU-C", "PhysicalArticle", 1, 500, 19),
      line("SKU-B", "PhysicalArticle", 1, 535, 7),
      line("discount-vat-19", "Discount", 1, -100, 19),
    ]
    expect(summary(shipFirst(order, "SKU-A", 1))).toEqual([["SKU-A", 1, 1190]])
  })

  it("sends free shipping with the first shipment, and a discount of a rate without articles with the last", () => {
    const order = [
      line("SKU-A", "PhysicalArticle", 2, 1190, 19),
      line("shipping", "ShippingFee", 1, 0, 19),
      line("discount-vat-7", "Discount", 1, -100, 7),
    ]
    const first = shipFirst(order, "SKU-A", 1)
    expect(summary(first)).toEqual([
      ["SKU-A", 1, 1190],
      ["shipping", 1, 0],
    ])
    const open = openLinesOf(order, first.map((l) => ({ ...l.line, quantity: l.quantity })))
    expect(summary(allocateShipment(open, [{ productId: "SKU-A", quantity: 1 }]))).toEqual([
      ["SKU-A", 1, 1190],
      ["discount-vat-7", 1, -100],
    ])
  })

  it("sends nothing for an empty shipment", () => {
    expect(allocateShipment(openLinesOf(ORDER, []), [])).toEqual([])
  })

  it("keeps the discount with the last shipment even when that invoice comes to zero", () => {
    const order = [line("FREE", "PhysicalArticle", 1, 500, 19), line("discount-vat-19", "Discount", 1, -500, 19)]
    expect(summary(shipFirst(order, "FREE", 1))).toEqual([
      ["FREE", 1, 500],
      ["discount-vat-19", 1, -500],
    ])
  })

  it("holds back only the discount of an earlier shipment that would come to zero, not its free shipping", () => {
    const order = [
      line("FREE", "PhysicalArticle", 1, 500, 19),
      line("BOOK", "PhysicalArticle", 1, 5000, 7),
      line("shipping", "ShippingFee", 1, 0, 19),
      line("discount-vat-19", "Discount", 1, -500, 19),
    ]
    expect(summary(shipFirst(order, "FREE", 1))).toEqual([
      ["FREE", 1, 500],
      ["shipping", 1, 0],
    ])
  })

  it("ships a product split over two price lines in two entries from both lines", () => {
    const order = [line("SKU-C", "PhysicalArticle", 1, 1190, 19), line("SKU-C", "PhysicalArticle", 1, 1000, 19)]
    const lines = allocateShipment(openLinesOf(order, []), [
      { productId: "SKU-C", quantity: 1 },
      { productId: "SKU-C", quantity: 1 },
    ])
    // The second entry finds the first line shipped and takes nothing from it.
    expect(summary(lines)).toEqual([
      ["SKU-C", 1, 1190],
      ["SKU-C", 1, 1000],
    ])
  })
})
