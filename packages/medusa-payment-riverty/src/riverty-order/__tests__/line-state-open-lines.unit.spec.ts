import type { GetOrderResponse } from "riverty-client"
import { lineStatesOf } from "../line-state"

// Lines nothing of which is invoiced yet: all open to capture, nothing to return.

describe("lineStatesOf: lines not yet invoiced", () => {
  it("leaves an uncaptured line wholly capturable, without invoice references or anything to return", () => {
    const socks = { lineNumber: 2, productId: "socks", quantity: 2, grossUnitPrice: 5 }
    const order = { orderDetails: { orderNumber: "R-20", orderItems: [socks] } } as unknown as GetOrderResponse

    expect(lineStatesOf(order)).toEqual([
      {
        lineNumber: 2,
        item: socks,
        invoiced: undefined,
        invoiceReferences: [],
        kind: "article",
        ordered: 2,
        captured: 0,
        voided: 0,
        refunded: 0,
        returned: 0,
        capturable: 2,
        returnable: 0,
      },
    ])
  })

  it("does not count a return naming a line that was never captured as returned", () => {
    const socks = { lineNumber: 3, productId: "socks", quantity: 2, grossUnitPrice: 5 }
    const order = { orderDetails: { orderNumber: "R-21", orderItems: [socks] } } as unknown as GetOrderResponse

    const [state] = lineStatesOf(order, [{ status: "requested", items: [{ line_number: 3, quantity: 1, kind: "article", gross_unit_price: 5 }] }])
    expect(state).toMatchObject({ returned: 0, returnable: 0, capturable: 2 })
  })

  it("numbers lines without a line number by their position and keeps the numbers the order gives", () => {
    const order = {
      orderDetails: {
        orderNumber: "R-22",
        orderItems: [
          { productId: "a", quantity: 1, grossUnitPrice: 1 },
          { productId: "b", quantity: 1, grossUnitPrice: 1 },
          { lineNumber: 10, productId: "c", quantity: 1, grossUnitPrice: 1 },
          { lineNumber: 20, productId: "d", quantity: 1, grossUnitPrice: 1 },
        ],
      },
    } as unknown as GetOrderResponse

    expect(lineStatesOf(order).map((s) => [s.lineNumber, s.item?.productId])).toEqual([
      [1, "a"],
      [2, "b"],
      [10, "c"],
      [20, "d"],
    ])
  })
})
