import { fromCents, itemsGrossCents, itemsNetCents, lineCents, netCentsOfGross, roundCents, toCents } from "../domain/money"
import type { ItemWire } from "../state/types"

// The emulator's own money rules, checked against literals from the spec and the facts file rather
// than against the client's functions, which they must not share: a defect in one would then agree
// with itself in the tests between the two.

const item = (grossUnitPrice: number, netUnitPrice: number, quantity: number): ItemWire => ({
  productId: "P",
  description: "P",
  grossUnitPrice,
  netUnitPrice,
  quantity,
  vatPercent: 19,
})

describe("emulator money: wire amounts to cents", () => {
  it("reads the facts file's amounts exactly (§1.4: 155.41, 61.67; totals 38 and 26.5)", () => {
    expect([155.41, 61.67, 38, 26.5].map(toCents)).toEqual([15541, 6167, 3800, 2650])
  })

  it("reads amounts whose binary value lies just below the cent (x * 100 would lose one)", () => {
    // 4.35 * 100 = 434.99999999999994, 0.29 * 100 = 28.999999999999996, 19.99 * 100 = 1998.9999999999998
    expect([4.35, 0.29, 19.99, 1.15].map(toCents)).toEqual([435, 29, 1999, 115])
    expect(toCents(1.005)).toBe(101) // half a cent, read from the decimal 1.005, rounds away from zero
  })

  it("gives negative amounts (refund records, discount lines; facts §11) the mirror of the positive", () => {
    expect([-61.67, -4.35, -1.005, -0.001].map(toCents)).toEqual([-6167, -435, -101, 0])
  })

  it("writes cents back as the wire's major units", () => {
    expect([15541, 6167, 2650, -435, 0].map(fromCents)).toEqual([155.41, 61.67, 26.5, -4.35, 0])
  })

  it("refuses what is not an amount instead of counting it as zero", () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError)
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe("emulator money: net of gross", () => {
  it("nets 10.00 at 19 % to 8.40, the facts file's example (§11: 8.40 + 1.60 = 10.00)", () => {
    expect(netCentsOfGross(1000, 19)).toBe(840)
  })

  it("nets the docs' VAT shares of 100.00 (79.42 at 19 %, 20.58 at 7 %) to 66.74 and 19.23", () => {
    expect(netCentsOfGross(7942, 19)).toBe(6674)
    expect(netCentsOfGross(2058, 7)).toBe(1923)
  })

  it("takes rates with decimals (Finland 25.5 %, Switzerland 8.1 %) without floating-point drift", () => {
    expect(netCentsOfGross(10000, 25.5)).toBe(7968) // 100 / 1.255 = 79.681…
    expect(netCentsOfGross(10000, 8.1)).toBe(9251) // 100 / 1.081 = 92.506…
    expect(netCentsOfGross(10000, 0)).toBe(10000)
  })

  it("rounds an exact half cent away from zero, for a discount line the same as for a sale", () => {
    // 0.14 at 12 % is 0.125 net exactly.
    expect(netCentsOfGross(14, 12)).toBe(13)
    expect(netCentsOfGross(-14, 12)).toBe(-13)
    expect(netCentsOfGross(-1000, 19)).toBe(-840)
  })
})

describe("emulator money: lines", () => {
  it("rounds a line of fractional quantity (by agreement, facts §3.1) per line, half away from zero", () => {
    expect(lineCents(1999, 1.5)).toBe(2999) // 29.985
    expect(lineCents(-1999, 1.5)).toBe(-2999)
    expect(lineCents(333, 3)).toBe(999)
    expect(roundCents(-2.5)).toBe(-3)
    expect(roundCents(2.4999)).toBe(2)
  })

  it("sums gross and net of the facts file's line (10.00 gross, 8.40 net) times three", () => {
    const lines = [item(10, 8.4, 3), item(4.35, 3.66, 1)]
    expect(itemsGrossCents(lines)).toBe(3435)
    expect(itemsNetCents(lines)).toBe(2886)
  })
})
