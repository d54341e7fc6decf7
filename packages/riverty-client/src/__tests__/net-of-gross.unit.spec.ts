import { netOfGross, vatOfGross } from "../normalise/amounts"

// The client's VAT rule on amounts that do not divide evenly. The emulator computes with rules of
// its own (so a defect cannot agree with itself between the two), so these literals are the
// client's own guard against a changed rounding.

describe("netOfGross", () => {
  it("nets 10.00 at 19 % to 8.40 and 1.60 VAT (facts §11: 8.40 + 1.60 = 10.00)", () => {
    expect(netOfGross(1000, 19)).toBe(840) // 840.34
    expect(vatOfGross(1000, 19)).toBe(160)
  })

  it("rounds to the nearest cent, up as well as down (79.42 at 19 %, 20.58 at 7 %)", () => {
    expect(netOfGross(7942, 19)).toBe(6674) // 6673.95
    expect(netOfGross(2058, 7)).toBe(1923) // 1923.36
  })
})
