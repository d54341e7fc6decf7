import type { GetOrderResponse } from "riverty-client"
import { capturableLines, selectCaptureLines } from "../order-lines"

const order = {
  orderDetails: {
    orderNumber: "R-2",
    orderItems: [
      { lineNumber: 1, productId: "jacket", description: "Jacket", quantity: 3, grossUnitPrice: 119, netUnitPrice: 100, vatPercent: 19, vatAmount: 19 },
      { lineNumber: 2, productId: "shipping", description: "Shipping", type: "ShippingFee", quantity: 1, grossUnitPrice: 5.95, netUnitPrice: 5, vatPercent: 19, vatAmount: 0.95 },
    ],
  },
  captures: [{ captureNumber: "800090001", captureItems: [{ lineNumber: 1, quantity: 1 }] }],
  cancellations: [{ cancellationNo: "1", cancellationItems: [{ lineNumber: 1, quantity: 1 }] }],
} as unknown as GetOrderResponse

describe("capturableLines", () => {
  it("leaves what is neither captured nor voided", () => {
    expect(capturableLines(order).map((l) => [l.line_number, l.captured_quantity, l.voided_quantity, l.capturable_quantity])).toEqual([
      [1, 1, 1, 1],
      [2, 0, 0, 1],
    ])
  })
})

describe("selectCaptureLines", () => {
  it("builds capture lines and totals in cents", () => {
    const selection = selectCaptureLines(order, [
      { line_number: 1, quantity: 1 },
      { line_number: 2, quantity: 1 },
    ])
    expect(selection.totalGrossAmount).toBe(124.95)
    expect(selection.totalNetAmount).toBe(105)
    expect(selection.items.map((i) => [i.lineNumber, i.productId, i.quantity, i.type])).toEqual([
      [1, "jacket", 1, undefined],
      [2, "shipping", 1, "ShippingFee"],
    ])
  })

  it("names every refused line", () => {
    expect(() => selectCaptureLines(order, [{ line_number: 1, quantity: 2 }, { line_number: 7, quantity: 1 }])).toThrow(
      /items\[0\]\.quantity: line 1 \(Jacket\) has 1 left to capture, not 2; items\[1\]\.line_number: line 7/,
    )
  })
})
