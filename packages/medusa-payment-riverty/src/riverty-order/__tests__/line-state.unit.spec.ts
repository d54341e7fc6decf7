import type { GetOrderResponse } from "riverty-client"
import { invoicedLinesOf, lineStatesOf } from "../line-state"

const order = {
  orderDetails: {
    orderNumber: "R-3",
    orderItems: [
      { lineNumber: 1, productId: "jacket", description: "Jacket", quantity: 3, grossUnitPrice: 119, vatPercent: 19 },
      { lineNumber: 2, productId: "discount", description: "Discount", type: "Discount", quantity: 1, grossUnitPrice: -11.9, vatPercent: 19 },
    ],
  },
  captures: [
    { captureNumber: "C1", invoiceNumber: "INV-1", captureItems: [{ lineNumber: 1, quantity: 2, grossUnitPrice: 119 }, { lineNumber: 2, quantity: 1, grossUnitPrice: -11.9 }] },
  ],
  cancellations: [{ cancellationNo: "1", cancellationItems: [{ lineNumber: 1, quantity: 1 }] }],
  refunds: [{ refundNumber: "F1", captureNumber: "C1", refundItems: [{ lineNumber: 1, quantity: 1 }] }],
} as unknown as GetOrderResponse

describe("lineStatesOf", () => {
  it("counts every line's ordered, captured, voided, refunded, returned, capturable and returnable quantities", () => {
    const states = lineStatesOf(order, [
      { status: "accepted", items: [{ line_number: 1, quantity: 1, kind: "article", gross_unit_price: 119 }] },
      { status: "failed", items: [{ line_number: 1, quantity: 1, kind: "article", gross_unit_price: 119 }] },
      { status: "requested", items: [{ line_number: 2, quantity: 1, kind: "discount", gross_unit_price: -5 }] },
    ])
    expect(states.map((s) => [s.lineNumber, s.ordered, s.captured, s.voided, s.refunded, s.returned, s.capturable, s.returnable])).toEqual([
      [1, 3, 2, 1, 1, 1, 0, 1],
      [2, 1, 1, 0, 0, 0, 0, 1],
    ])
    expect(states[0]).toMatchObject({ kind: "article", invoiceReferences: ["INV-1"] })
    expect(states[1]).toMatchObject({ kind: "discount", discountRemainingCents: 690 })
  })

  it("lists lines only captures name after the ordered ones, and invoiced lines by number", () => {
    const states = lineStatesOf({ ...order, captures: [{ captureNumber: "C2", captureItems: [{ lineNumber: 9, quantity: 1, grossUnitPrice: 5 }] }] } as GetOrderResponse)
    expect(states.map((s) => [s.lineNumber, Boolean(s.item), Boolean(s.invoiced)])).toEqual([
      [1, true, false],
      [2, true, false],
      [9, false, true],
    ])
    expect(invoicedLinesOf(states).map((s) => [s.lineNumber, s.invoiceReferences])).toEqual([[9, ["C2"]]])
  })
})
