import { sumMoney, toCents } from "../cents"

// Forms of an amount the everyday cases do not send: positive exponents (a scale below zero),
// padded text, and objects that carry no usable number.

describe("sumMoney edges", () => {
  it("reads a positive exponent as whole units, next to a fraction", () => {
    expect(sumMoney(["1e3", "0.5"])).toBe("1000.5")
    expect(sumMoney(["2E2"])).toBe("200")
  })

  it("reads amounts padded with spaces", () => {
    expect(sumMoney([" 2.25 ", "1"])).toBe("3.25")
  })

  it("counts an amount object without any value as zero instead of refusing the sum", () => {
    expect(sumMoney([{} as never, "1.5"])).toBe("1.5")
  })
})

describe("toCents of a BigNumber-like object", () => {
  it("reads the raw value when its bigNumber has no toFixed (a copy without methods)", () => {
    expect(toCents({ bigNumber: {}, raw: { value: "7.5" } } as never)).toBe(750)
  })
})
