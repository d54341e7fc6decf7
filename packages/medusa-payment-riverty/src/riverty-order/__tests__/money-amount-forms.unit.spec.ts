import { operationCents, sumMoney, toCents } from "../cents"

// Every form in which Medusa hands over an amount, read by the one cents rule, and the exact sums
// that booked-before amounts are built from.

describe("toCents of Medusa's amount forms", () => {
  it("reads numbers, decimal strings and nothing", () => {
    expect(toCents(12.345)).toBe(1235)
    expect(toCents("12.344")).toBe(1234)
    expect(toCents(null)).toBe(0)
    expect(toCents(undefined)).toBe(0)
  })

  it("prefers the BigNumber's exact digits over its float value", () => {
    expect(toCents({ bigNumber: { toFixed: () => "1.005" }, numeric: 1.0049 } as never)).toBe(101)
    expect(toCents({ toFixed: () => "2.675" })).toBe(268)
  })

  it("reads a { value } and a raw { raw: { value } } amount", () => {
    expect(toCents({ value: "3.335" })).toBe(334)
    expect(toCents({ value: 4 })).toBe(400)
    expect(toCents({ raw: { value: "5.125" } })).toBe(513)
    expect(toCents({ value: null, raw: { value: "6.5" } } as never)).toBe(650)
  })

  it("counts an object without any amount as zero", () => {
    expect(toCents({ raw: { value: null } } as never)).toBe(0)
    expect(toCents({} as never)).toBe(0)
  })
})

describe("sumMoney", () => {
  it("adds exact decimals without float error, keeping the longest scale", () => {
    expect(sumMoney([0.1, 0.2])).toBe("0.3")
    expect(sumMoney(["1.005", "2"])).toBe("3.005")
    expect(sumMoney(["10", "5"])).toBe("15")
  })

  it("keeps the sign and leading zeros of small and negative totals", () => {
    expect(sumMoney(["0.05", "-0.07"])).toBe("-0.02")
    expect(sumMoney(["-1.5", "-1"])).toBe("-2.5")
    expect(sumMoney(["0.001"])).toBe("0.001")
  })

  it("reads exponents and skips absent amounts", () => {
    expect(sumMoney(["1.5e1", null, undefined, "2e-2"])).toBe("15.02")
    expect(sumMoney([])).toBe("0")
  })

  it("refuses text that is not a decimal amount", () => {
    expect(() => sumMoney(["1,5"])).toThrow(new RangeError("not a decimal amount: 1,5"))
    expect(() => sumMoney(["."])).toThrow(RangeError)
  })
})

describe("operationCents", () => {
  it("is the cents the operation adds to what was booked before, rounded once on the total", () => {
    // 0.005 + 0.005: each alone rounds to 1 cent, together they are exactly 1 cent.
    expect(operationCents("0.005", "0.005")).toBe(0)
    expect(operationCents("0.004", "0.001")).toBe(1)
    expect(operationCents(null, "19.99")).toBe(1999)
  })
})
