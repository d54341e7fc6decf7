import { formatDate, formatDateTime, normalisePhone, PHONE_MAX_LENGTH, roundAmount, sumAmounts, truncate } from "../normalise"
import { isoDateTime } from "../schemas/primitives"

describe("truncate", () => {
  it("keeps short values and cuts long ones to the maximum", () => {
    expect(truncate("Astrid", 50)).toBe("Astrid")
    expect(truncate("x".repeat(51), 50)).toBe("x".repeat(50))
  })

  it("never splits a surrogate pair", () => {
    const value = `${"a".repeat(49)}😀b`
    const cut = truncate(value, 50)
    expect(cut).toBe("a".repeat(49))
    expect(cut.length).toBeLessThanOrEqual(50)
  })
})

describe("normalisePhone", () => {
  it.each([
    ["0176 1234 5678", "DE", "+4917612345678"],
    ["+49 (176) 1234-5678", undefined, "+4917612345678"],
    ["0049 176 12345678", undefined, "+4917612345678"],
    ["070-123 45 67", "SE", "+46701234567"],
    ["412 34 567", "NO", "+4741234567"],
    ["06 12345678", "NL", "+31612345678"],
    ["0043 664 1234567", "AT", "+436641234567"],
  ])("%s in %s becomes %s", (raw, region, expected) => {
    expect(normalisePhone(raw, region)).toBe(expected)
  })

  it("keeps E.164 results within 16 characters", () => {
    expect(normalisePhone("+49 176 1234 5678", "DE").length).toBeLessThanOrEqual(PHONE_MAX_LENGTH)
  })

  it("falls back to digits only for numbers it cannot place, so too-long stays too long", () => {
    expect(normalisePhone("12345678901234567", "DE")).toBe("12345678901234567")
    expect(normalisePhone("abc", "DE")).toBe("")
    expect(normalisePhone("", "DE")).toBe("")
  })
})

describe("dates", () => {
  it("formats dates as yyyy-MM-dd in UTC", () => {
    expect(formatDate(new Date(Date.UTC(1999, 0, 2)))).toBe("1999-01-02")
    expect(formatDate("1999-01-02T00:00:00Z")).toBe("1999-01-02")
    expect(formatDate("2024-02-29")).toBe("2024-02-29")
    expect(() => formatDate(new Date("nope"))).toThrow(RangeError)
  })

  it("formats date-times with seven fractional digits and an offset the schema accepts", () => {
    const value = formatDateTime(new Date(Date.UTC(2024, 4, 1, 10, 15, 30, 123)))
    expect(value).toBe("2024-05-01T10:15:30.1230000+00:00")
    expect(isoDateTime().safeParse(value).success).toBe(true)
  })
})

describe("amounts", () => {
  it("rounds half away from zero to cents without float error", () => {
    expect(roundAmount(1.005)).toBe(1.01)
    expect(roundAmount(-1.005)).toBe(-1.01)
    expect(roundAmount(0.1 + 0.2)).toBe(0.3)
    expect(roundAmount(61.666)).toBe(61.67)
  })

  it("sums in cents", () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3)
    expect(sumAmounts([61.67, 61.67, 61.66])).toBe(185)
  })
})
