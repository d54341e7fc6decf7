import type { GetOrderResponse } from "riverty-client"
import { orderStateOf } from "../order-state"

const item = (productId: string, quantity: number, grossUnitPrice: number, vatPercent = 19) => ({
  productId,
  description: productId,
  type: "PhysicalArticle",
  quantity,
  grossUnitPrice,
  netUnitPrice: Math.round((grossUnitPrice / (1 + vatPercent / 100)) * 100) / 100,
  vatPercent,
})

const ORDER: GetOrderResponse = {
  orderDetails: { orderNumber: "payses_1", totalGrossAmount: 50, orderItems: [item("A", 2, 10), item("B", 3, 10)], status: "Accepted" },
  captures: [
    { captureNumber: "800090001", amount: 20, balance: null, totalRefundedAmount: 5, captureItems: [item("A", 2, 10)] },
  ],
  refunds: [
    // Read back negated, as the service returns refunds.
    { refundNumber: "800090002", captureNumber: "800090001", amount: -5, refundItems: [{ ...item("A", 0.5, -10), netUnitPrice: -8.4 }] },
  ],
  cancellations: [{ cancellationNo: "1", cancellationAmount: 10, cancellationItems: [item("B", 1, 10)] }],
}

describe("order state from GET order", () => {
  it("computes what is captured, voided, open and refundable per capture", () => {
    const state = orderStateOf(ORDER)
    expect(state).toMatchObject({ authorizedCents: 5000, capturedCents: 2000, voidedCents: 1000, remainingCents: 2000, status: "Accepted" })
    expect(state.open.map((o) => [o.line.productId, o.open])).toEqual([["B", 2]])
    expect(state.captures[0].balanceCents).toBe(1500)
    expect(state.captures[0].refunded).toEqual([expect.objectContaining({ productId: "A", quantity: 0.5, grossUnitCents: 1000 })])
  })

  it("uses the balance the service reports when there is one", () => {
    const state = orderStateOf({ ...ORDER, captures: [{ ...ORDER.captures![0], balance: 12.34 }] })
    expect(state.captures[0].balanceCents).toBe(1234)
  })
})
