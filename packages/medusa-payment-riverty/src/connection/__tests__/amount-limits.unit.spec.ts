import { amountRangeFor, isWithinRange } from "../amount-limits"
import { parseProviderEntry } from "../provider-options"

const withLimits = (amountLimits: unknown) => parseProviderEntry({ amountLimits })

describe("amountLimits provider option", () => {
  it("takes per-country ranges with per-method overrides", () => {
    const options = withLimits({ DE: { min: 1, max: 5000, methods: { installments: { min: 50 } } }, SE: { max: 50000 } })
    expect(amountRangeFor(options.amountLimits, "DE", "invoice")).toEqual({ min: 1, max: 5000 })
    expect(amountRangeFor(options.amountLimits, "de", "installments")).toEqual({ min: 50, max: 5000 })
    expect(amountRangeFor(options.amountLimits, "SE", "account")).toEqual({ min: undefined, max: 50000 })
    expect(amountRangeFor(options.amountLimits, "NL", "invoice")).toEqual({})
    expect(amountRangeFor(undefined, "DE", "invoice")).toEqual({})
  })

  it("checks amounts against a range, bounds included", () => {
    expect(isWithinRange({ min: 50, max: 100 }, 50)).toBe(true)
    expect(isWithinRange({ min: 50, max: 100 }, 100)).toBe(true)
    expect(isWithinRange({ min: 50, max: 100 }, 49.99)).toBe(false)
    expect(isWithinRange({ min: 50, max: 100 }, 100.01)).toBe(false)
    expect(isWithinRange({}, 1e9)).toBe(true)
  })

  it.each([
    [{ US: { max: 1 } }, /amountLimits\.US: US is not a country code/],
    [{ DE: { min: 10, max: 5 } }, /amountLimits\.DE: min must not be above max/],
    [{ DE: { max: -1 } }, /amountLimits\.DE\.max: max must be above 0/],
    [{ DE: { max: "5000" } }, /amountLimits\.DE\.max: max must be a number/],
    [{ DE: { maximum: 5000 } }, /amountLimits\.DE.*maximum/],
    [{ DE: { methods: { installments: { min: 200, max: 100 } } } }, /amountLimits\.DE\.methods\.installments: min must not be above max/],
    [{ DE: { methods: { Installments: { min: 1 } } } }, /amountLimits\.DE\.methods\.Installments: Installments is not a method key/],
  ])("refuses %j, naming the option", (limits, message) => {
    expect(() => withLimits(limits)).toThrow(message)
  })
})
