import type { GetOrderResponse } from "riverty-client"
import { orderStateOf } from "../order-state"

// GET order answers as Riverty sends them: lists left out, nulls, refunds of several captures.

const item = (productId: string, quantity: number, grossUnitPrice: number) => ({
  productId,
  description: productId,
  quantity,
  grossUnitPrice,
  netUnitPrice: grossUnitPrice,
  vatPercent: 0,
})

describe("orderStateOf on sparse and mixed answers", () => {
  it("reads an order without captures, refunds, cancellations, items or status as all open", () => {
    const state = orderStateOf({ orderDetails: { orderNumber: "n", totalGrossAmount: 30 } } as GetOrderResponse)
    expect(state).toEqual({
      authorizedCents: 3000,
      capturedCents: 0,
      voidedCents: 0,
      remainingCents: 3000,
      orderLines: [],
      open: [],
      captures: [],
      status: undefined,
    })
  })

  it("never counts a negative remainder when more was taken than authorized", () => {
    const state = orderStateOf({
      orderDetails: { orderNumber: "n", totalGrossAmount: 10, status: "Accepted" },
      captures: [{ captureNumber: "C1", amount: 8 }],
      cancellations: [{ cancellationNo: "1", cancellationAmount: 5 }],
    } as GetOrderResponse)
    expect(state).toMatchObject({ capturedCents: 800, voidedCents: 500, remainingCents: 0, status: "Accepted" })
  })

  it("gives each capture only its own refunds, and a capture without items or refunds empty lists", () => {
    const state = orderStateOf({
      orderDetails: { orderNumber: "n", totalGrossAmount: 40, orderItems: [item("A", 2, 10), item("B", 2, 10)] },
      captures: [
        { captureNumber: "C1", amount: 20, balance: null, totalRefundedAmount: null, captureItems: [item("A", 2, 10)] },
        { captureNumber: "C2", amount: 20, balance: 0, captureItems: [item("B", 2, 10)] },
        { captureNumber: "C3", amount: 0 },
      ],
      refunds: [
        { refundNumber: "R1", captureNumber: "C2", amount: -20, refundItems: [item("B", 2, -10)] },
        { refundNumber: "R2", captureNumber: "C2", amount: -0 },
      ],
    } as GetOrderResponse)
    expect(state.captures.map((c) => [c.captureNumber, c.balanceCents, c.items.length, c.refunded.map((r) => [r.productId, r.quantity, r.grossUnitCents])])).toEqual([
      ["C1", 2000, 1, []],
      ["C2", 0, 1, [["B", 2, 1000]]],
      ["C3", 0, 0, []],
    ])
    expect(state.open).toEqual([])
  })

  it("reads a capture without a balance field as its amount less what was refunded, with its lines", () => {
    const state = orderStateOf({
      orderDetails: { orderNumber: "n", totalGrossAmount: 20, orderItems: [item("A", 2, 10)] },
      captures: [{ captureNumber: "C1", amount: 20, totalRefundedAmount: 5, captureItems: [item("A", 2, 10)] }],
    } as GetOrderResponse)
    expect(state.captures).toEqual([
      {
        captureNumber: "C1",
        balanceCents: 1500,
        items: [{ productId: "A", description: "A", type: undefined, quantity: 2, grossUnitCents: 1000, netUnitCents: 1000, vatPercent: 0 }],
        refunded: [],
      },
    ])
  })
})
