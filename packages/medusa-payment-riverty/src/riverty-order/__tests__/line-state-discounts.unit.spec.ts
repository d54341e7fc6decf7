import type { GetOrderResponse } from "riverty-client"
import { lineStatesOf, type ExistingReturn } from "../line-state"

// A line invoiced at a negative price is a discount: what can be returned of it is the part of
// the discount still in force, reduced by the discount cents earlier returns released.

const orderWith = (line: { lineNumber: number; productId: string; quantity: number; grossUnitPrice: number }) =>
  ({
    orderDetails: { orderNumber: "R-30", orderItems: [line] },
    captures: [{ captureNumber: "C1", invoiceNumber: "INV-1", captureItems: [{ ...line }] }],
  }) as unknown as GetOrderResponse

const releasing = (status: string, lineNumber: number, grossUnitPrice: number, quantity: number): ExistingReturn => ({
  status,
  items: [{ line_number: lineNumber, description: "Coupon", quantity, gross_unit_price: grossUnitPrice, vat_amount: 0, vat_percent: 0, vat_type: "TAXLESS", kind: "discount" }],
})

describe("lineStatesOf: discount lines", () => {
  it("takes the discount in force as unit price times captured pieces, less the price times pieces a return released", () => {
    const coupon = { lineNumber: 2, productId: "coupon", quantity: 2, grossUnitPrice: -5 }
    const order = orderWith(coupon)

    // 2 x 5.00 = 10.00 invoiced; the return released 2 x 1.50 = 3.00 of it.
    expect(lineStatesOf(order, [releasing("accepted", 2, -1.5, 2)])).toEqual([
      {
        lineNumber: 2,
        item: coupon,
        invoiced: { ...coupon },
        invoiceReferences: ["INV-1"],
        kind: "discount",
        ordered: 2,
        captured: 2,
        voided: 0,
        refunded: 0,
        returned: 0,
        capturable: 0,
        returnable: 2,
        discountRemainingCents: 700,
      },
    ])
  })

  it("leaves nothing of a discount to return once returns released all of it", () => {
    const coupon = { lineNumber: 2, productId: "coupon", quantity: 1, grossUnitPrice: -5 }
    // 2.00 by an accepted return and 3.00 by one still waiting for Riverty: the whole 5.00.
    const [state] = lineStatesOf(orderWith(coupon), [releasing("accepted", 2, -2, 1), releasing("requested", 2, -3, 1)])

    expect(state).toMatchObject({ kind: "discount", captured: 1, discountRemainingCents: 0, returnable: 0 })
  })

  it("treats a line invoiced at price 0 (a free gift) as an article whose pieces can be returned", () => {
    const gift = { lineNumber: 3, productId: "gift", quantity: 1, grossUnitPrice: 0 }

    expect(lineStatesOf(orderWith(gift))).toEqual([
      {
        lineNumber: 3,
        item: gift,
        invoiced: { ...gift },
        invoiceReferences: ["INV-1"],
        kind: "article",
        ordered: 1,
        captured: 1,
        voided: 0,
        refunded: 0,
        returned: 0,
        capturable: 0,
        returnable: 1,
      },
    ])
  })
})
