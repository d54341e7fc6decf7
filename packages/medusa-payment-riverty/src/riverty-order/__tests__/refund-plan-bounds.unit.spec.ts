import { OrderMoneyError } from "../errors"
import { planRefund, type CaptureBalance } from "../refund-allocation"

// The bounds of a refund plan, and the error Medusa answers 400 with.

const byAmount = (captureNumber: string, balanceCents: number): CaptureBalance => ({ captureNumber, balanceCents, items: [], refunded: [] })

describe("planRefund bounds", () => {
  it("allows a refund of exactly the whole balance", () => {
    expect(planRefund([byAmount("C1", 500), byAmount("C2", 300)], 800)).toEqual([
      { captureNumber: "C2", cents: 300 },
      { captureNumber: "C1", cents: 500 },
    ])
  })

  it("stops at the newest capture when its balance covers the refund: no empty part for older ones", () => {
    expect(planRefund([byAmount("C1", 500), byAmount("C2", 300)], 300)).toEqual([{ captureNumber: "C2", cents: 300 }])
  })

  it("refuses one cent more than the balance, and nothing or less, as Medusa's not_allowed error", () => {
    expect(() => planRefund([byAmount("C1", 500)], 501)).toThrow("Refund of 501 cents exceeds the captured balance of 500")
    expect(() => planRefund([byAmount("C1", 500)], 0)).toThrow("A refund must be positive")
    try {
      planRefund([byAmount("C1", 500)], 0)
    } catch (error) {
      expect(error).toBeInstanceOf(OrderMoneyError)
      expect(error).toMatchObject({ name: "OrderMoneyError", type: "not_allowed", __isMedusaError: true })
    }
    expect.assertions(4)
  })
})
