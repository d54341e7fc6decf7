import type { GetOrderResponse } from "riverty-client"
import { invoicedLinesOf, lineStatesOf } from "../line-state"

describe("invoicedLinesOf", () => {
  it("keeps only the invoiced lines, by line number whatever order the order lists them in", () => {
    const line = (lineNumber: number) => ({ lineNumber, productId: `p${lineNumber}`, quantity: 1, grossUnitPrice: 10 })
    const order = {
      orderDetails: { orderNumber: "R-50", orderItems: [5, 2, 6, 4, 1, 3].map(line) },
      // Line 6 is not captured, so not invoiced.
      captures: [{ captureNumber: "C1", captureItems: [5, 2, 4, 1, 3].map(line) }],
    } as unknown as GetOrderResponse

    expect(invoicedLinesOf(lineStatesOf(order)).map((s) => s.lineNumber)).toEqual([1, 2, 3, 4, 5])
  })
})
