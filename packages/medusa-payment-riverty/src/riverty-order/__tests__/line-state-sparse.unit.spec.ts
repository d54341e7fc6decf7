import type { GetOrderResponse } from "riverty-client"
import { lineStatesOf } from "../line-state"

// GET order answers with lists or line numbers left out.

describe("lineStatesOf on sparse answers", () => {
  it("has no lines for an order without order items, captures, refunds or cancellations", () => {
    expect(lineStatesOf({ orderDetails: { orderNumber: "R-40" } } as GetOrderResponse)).toEqual([])
  })

  it("reads the lines of the captures when the answer has no order details", () => {
    const captured = { lineNumber: 4, productId: "boots", quantity: 1, grossUnitPrice: 80 }
    const order = { captures: [{ captureNumber: "C1", captureItems: [captured] }] } as unknown as GetOrderResponse

    expect(lineStatesOf(order)).toEqual([
      {
        lineNumber: 4,
        item: undefined,
        invoiced: captured,
        invoiceReferences: ["C1"],
        kind: "article",
        // Not in the order as read: nothing ordered, so nothing left to capture (never less than 0).
        ordered: 0,
        captured: 1,
        voided: 0,
        refunded: 0,
        returned: 0,
        capturable: 0,
        returnable: 1,
      },
    ])
  })

  it("does not list capture items without a line number (null or left out) as lines of their own", () => {
    const boots = { lineNumber: 1, productId: "boots", quantity: 1, grossUnitPrice: 80 }
    const order = {
      orderDetails: { orderNumber: "R-41", orderItems: [boots] },
      captures: [
        {
          captureNumber: "C1",
          invoiceNumber: "INV-1",
          captureItems: [{ ...boots }, { lineNumber: null, productId: "fee", quantity: 1, grossUnitPrice: 4.95 }, { productId: "extra", quantity: 1, grossUnitPrice: 2 }],
        },
      ],
    } as unknown as GetOrderResponse

    const states = lineStatesOf(order)
    expect(states.map((s) => [s.lineNumber, s.captured, s.invoiceReferences])).toEqual([[1, 1, ["INV-1"]]])
  })
})
