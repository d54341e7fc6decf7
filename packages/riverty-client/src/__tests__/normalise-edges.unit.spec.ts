import { amountToCents, formatDate, formatDateTime, netOfGross, normalisePhone, orderMoneyOf, truncate, vatOfGross } from "../normalise"

// The edges of the normalisers Riverty's fields pass through: exact cut points, padding, the
// fallbacks for values the libraries cannot read, and sparse order answers.

describe("truncate at surrogate boundaries", () => {
  it("keeps a value exactly at the maximum, even one ending in a lone high surrogate", () => {
    expect(truncate("abc", 3)).toBe("abc")
    expect(truncate("a\ud800", 2)).toBe("a\ud800")
  })
  it("cuts before a high surrogate at the cut, from U+D800 to U+DBFF", () => {
    expect(truncate("\ud800\udc00b", 1)).toBe("")
    expect(truncate("\udbff\udfffb", 1)).toBe("")
  })
  it("keeps a whole pair that ends at the cut (a low surrogate last)", () => {
    expect(truncate("😀b", 2)).toBe("😀")
    expect(truncate("a\ud7ffb", 2)).toBe("a\ud7ff")
    expect(truncate("a\udc00b", 2)).toBe("a\udc00")
  })
})

describe("dates", () => {
  it("pads years below 1000 to four digits and months, days, hours, minutes, seconds to two", () => {
    expect(formatDate(new Date(Date.UTC(999, 2, 4)))).toBe("0999-03-04")
    expect(formatDateTime(new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6)))).toBe("2024-01-02T03:04:05.0060000+00:00")
  })
  it("keeps the date of a string starting with yyyy-MM-dd verbatim, whatever its offset says in UTC", () => {
    expect(formatDate("2024-02-29T23:30:00-05:00")).toBe("2024-02-29")
  })
  it("reads a string without a leading yyyy-MM-dd as a date, in UTC", () => {
    expect(formatDate("Thu, 05 Mar 2020 23:30:00 GMT")).toBe("2020-03-05")
    expect(formatDateTime("2020-03-05T23:30:00Z")).toBe("2020-03-05T23:30:00.0000000+00:00")
  })
  it("refuses invalid dates with the function's name", () => {
    expect(() => formatDate("not a date")).toThrow(new RangeError("formatDate: invalid date"))
    expect(() => formatDateTime("not a date")).toThrow(new RangeError("formatDateTime: invalid date"))
    expect(() => formatDate("x2020-03-05")).toThrow(RangeError)
  })
})

describe("normalisePhone fallbacks", () => {
  it("reads the region in any letter case", () => {
    expect(normalisePhone("0176 1234 5678", "de")).toBe("+4917612345678")
  })
  it("keeps a leading + or 00 of a number it cannot place as +digits", () => {
    expect(normalisePhone(" +1234 5678 9012 3456 7 ", undefined)).toBe("+12345678901234567")
    expect(normalisePhone("00 1234 5678 9012 3456 7", undefined)).toBe("+12345678901234567")
  })
  it("keeps a national number it cannot place as digits only", () => {
    expect(normalisePhone("0-1", undefined)).toBe("01")
  })
})

describe("the cents rule's edges", () => {
  it("reads an empty text as nothing and trims spaces", () => {
    expect(amountToCents("")).toBe(0)
    expect(amountToCents(" 1.5 ")).toBe(150)
    expect(amountToCents("+2.5")).toBe(250)
  })
  it("reads amounts whose exponent puts every digit below a cent as zero", () => {
    expect(amountToCents("12345e-9")).toBe(0)
    expect(amountToCents("-12345e-9")).toBe(0)
  })
  it("refuses amounts beyond safe integer cents", () => {
    expect(() => amountToCents("1e20")).toThrow(new RangeError("amount out of range: 1e20"))
    expect(() => amountToCents(".")).toThrow(new RangeError("not a decimal amount: ."))
  })
  it("splits gross into net and VAT at a rate, half up, net plus VAT being the gross", () => {
    expect(netOfGross(11900, 19)).toBe(10000)
    expect(vatOfGross(11900, 19)).toBe(1900)
    expect(netOfGross(107, 7)).toBe(100)
    expect(netOfGross(1, 19)).toBe(1)
    expect(vatOfGross(1, 19)).toBe(0)
    expect(netOfGross(1000, 0)).toBe(1000)
  })
})

describe("orderMoneyOf on sparse answers", () => {
  it("reads an order without captures or refunds as nothing taken or given back", () => {
    expect(orderMoneyOf({ orderDetails: { totalGrossAmount: 10 } } as never)).toEqual({ capturedCents: 0, refundedCents: 0, refunds: [] })
  })
  it("reads a refund without capture number or reference as null for both", () => {
    const money = orderMoneyOf({ orderDetails: {}, captures: [{ captureNumber: "C1", amount: 5 }], refunds: [{ refundNumber: "R1", amount: -2 }] } as never)
    expect(money).toEqual({
      capturedCents: 500,
      refundedCents: 200,
      refunds: [{ refundNumber: "R1", captureNumber: null, transactionReference: null, cents: 200 }],
    })
  })
})
