import { amountToCents, centsToAmount, orderMoneyOf, refundedCents, sumCents } from "../normalise"

describe("the cents rule", () => {
  it("reads the exact decimal digits and rounds half away from zero", () => {
    expect(amountToCents(1.005)).toBe(101) // 1.005 * 100 is 100.4999… in floating point
    expect(amountToCents(-1.005)).toBe(-101)
    expect(amountToCents("0.005")).toBe(1)
    expect(amountToCents("0.0049")).toBe(0)
    expect(amountToCents("-0.004")).toBe(0)
    expect(amountToCents(0.1 + 0.2)).toBe(30)
    expect(amountToCents(61.666)).toBe(6167)
    expect(amountToCents(1234567.895)).toBe(123456790)
    expect(amountToCents(40)).toBe(4000)
    expect(amountToCents("12")).toBe(1200)
    expect(amountToCents(".5")).toBe(50)
    expect(amountToCents("1e-3")).toBe(0)
    expect(amountToCents("5e-3")).toBe(1)
    expect(amountToCents("1.5e1")).toBe(1500)
    expect(amountToCents(null)).toBe(0)
    expect(amountToCents(undefined)).toBe(0)
  })

  it("refuses what is not a decimal amount", () => {
    expect(() => amountToCents("1,5")).toThrow(RangeError)
    expect(() => amountToCents("abc")).toThrow(RangeError)
    expect(() => amountToCents(Number.NaN)).toThrow(RangeError)
  })

  it("counts refunds as positive money back, whatever sign Riverty reads them with", () => {
    expect(refundedCents(-10.5)).toBe(1050)
    expect(refundedCents(10.5)).toBe(1050)
    expect(sumCents([-1, 2.005, null])).toBe(101)
    expect(centsToAmount(101)).toBe(1.01)
  })
})

describe("an order's money as Riverty reads it back", () => {
  it("counts refunds as positive money back, once", () => {
    const order = {
      orderDetails: { totalGrossAmount: 80 },
      captures: [{ captureNumber: "C1", amount: 80 }],
      refunds: [
        { refundNumber: "R1", captureNumber: "C1", amount: -40, transactionReference: null },
        { refundNumber: "R2", captureNumber: "C1", amount: -10.005, transactionReference: "ref_1" },
      ],
    } as unknown as Parameters<typeof orderMoneyOf>[0]
    const money = orderMoneyOf(order)
    expect(money.capturedCents).toBe(8000)
    expect(money.refundedCents).toBe(5001)
    expect(money.refunds).toEqual([
      { refundNumber: "R1", captureNumber: "C1", transactionReference: null, cents: 4000 },
      { refundNumber: "R2", captureNumber: "C1", transactionReference: "ref_1", cents: 1001 },
    ])
  })
})
