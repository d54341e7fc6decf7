import type { OrderItemResponse } from "riverty-client"
import { itemWithQuantity } from "../line-state"

describe("itemWithQuantity", () => {
  it("sends the line's product, description, prices and VAT as Riverty holds them, with the chosen quantity and line number", () => {
    const item = { lineNumber: 9, productId: "SKU-1", description: "Wool socks", quantity: 5, grossUnitPrice: 11.9, netUnitPrice: 10, vatPercent: 19, vatAmount: 1.9 }

    expect(itemWithQuantity(item, 3, 2)).toEqual({
      productId: "SKU-1",
      description: "Wool socks",
      grossUnitPrice: 11.9,
      netUnitPrice: 10,
      vatPercent: 19,
      vatAmount: 1.9,
      quantity: 2,
      lineNumber: 3,
    })
  })

  it("describes a line without description by its product id", () => {
    expect(itemWithQuantity({ productId: "SKU-2" }, 4, 1)).toMatchObject({ productId: "SKU-2", description: "SKU-2" })
  })

  it("names a line without product id or description by its line number and prices it at 0", () => {
    expect(itemWithQuantity({} as OrderItemResponse, 4, 1)).toEqual({
      productId: "line-4",
      description: "Line 4",
      grossUnitPrice: 0,
      netUnitPrice: 0,
      vatPercent: 0,
      vatAmount: 0,
      quantity: 1,
      lineNumber: 4,
    })
  })
})
