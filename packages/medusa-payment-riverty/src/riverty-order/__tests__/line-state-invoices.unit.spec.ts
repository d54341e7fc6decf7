import type { GetOrderResponse } from "riverty-client"
import { lineStatesOf } from "../line-state"

// Which capture a line counts as invoiced by, and under which references, when it is captured
// in parts: by several captures, or twice within one capture.

const shirt = { lineNumber: 1, productId: "shirt", description: "Shirt", quantity: 3, grossUnitPrice: 20, vatPercent: 19 }

describe("lineStatesOf: invoices of a line", () => {
  it("keeps the first capture's item as the invoiced line and lists every capture's invoice once, in order", () => {
    const first = { lineNumber: 1, productId: "shirt", description: "Shirt (first shipment)", quantity: 1, grossUnitPrice: 20 }
    const second = { lineNumber: 1, productId: "shirt", description: "Shirt (second shipment)", quantity: 1, grossUnitPrice: 20 }
    const order = {
      orderDetails: { orderNumber: "R-10", orderItems: [shirt] },
      captures: [
        { captureNumber: "C1", invoiceNumber: "INV-1", captureItems: [first] },
        { captureNumber: "C2", invoiceNumber: "INV-2", captureItems: [second] },
      ],
    } as unknown as GetOrderResponse

    expect(lineStatesOf(order)).toEqual([
      {
        lineNumber: 1,
        item: shirt,
        invoiced: first,
        invoiceReferences: ["INV-1", "INV-2"],
        kind: "article",
        ordered: 3,
        captured: 2,
        voided: 0,
        refunded: 0,
        returned: 0,
        // 3 ordered, 2 captured: one piece is still open.
        capturable: 1,
        returnable: 2,
      },
    ])
  })

  it("names an invoice only once when one capture holds the line twice, and falls back to the capture number", () => {
    const part = { lineNumber: 1, productId: "shirt", quantity: 1, grossUnitPrice: 20 }
    const order = {
      orderDetails: { orderNumber: "R-11", orderItems: [shirt] },
      captures: [
        { captureNumber: "C1", invoiceNumber: "INV-1", captureItems: [part, { ...part }] },
        // Without an invoice number the capture number is the reference.
        { captureNumber: "C2", captureItems: [{ ...part }] },
      ],
    } as unknown as GetOrderResponse

    const [state] = lineStatesOf(order)
    expect(state.invoiceReferences).toEqual(["INV-1", "C2"])
    expect(state.captured).toBe(3)
    expect(state.capturable).toBe(0)
    expect(state.returnable).toBe(3)
  })

  it("counts a line number that the order lists twice as invoiced and returnable on its first listing only", () => {
    const again = { lineNumber: 1, productId: "shirt-again", quantity: 1, grossUnitPrice: 20 }
    const captured = { lineNumber: 1, productId: "shirt", quantity: 1, grossUnitPrice: 20 }
    const order = {
      orderDetails: { orderNumber: "R-12", orderItems: [{ ...shirt, quantity: 1 }, again] },
      captures: [{ captureNumber: "C1", invoiceNumber: "INV-1", captureItems: [captured] }],
    } as unknown as GetOrderResponse

    const states = lineStatesOf(order)
    expect(states).toHaveLength(2)
    expect(states[1]).toEqual({
      lineNumber: 1,
      item: again,
      invoiceReferences: [],
      kind: "article",
      ordered: 1,
      // Both listings read the same line's quantities at Riverty...
      captured: 1,
      voided: 0,
      refunded: 0,
      // ...but the captured piece can be returned through the first listing only.
      returned: 0,
      capturable: 0,
      returnable: 0,
    })
  })
})
