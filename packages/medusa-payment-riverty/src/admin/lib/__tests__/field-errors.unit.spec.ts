import { fieldErrors, nestFields } from "../field-errors"

describe("fieldErrors", () => {
  it("splits a 400's sentences by the field they name, keeping the rest", () => {
    const { byField, rest } = fieldErrors("Invalid request: shop.contract.iban: not valid; invoice.invoiceLines[0].grossAmount: expected number; body: bad", [
      "shop.contract.iban",
      "invoice.invoiceLines[0].grossAmount",
    ])
    expect(byField).toEqual({ "shop.contract.iban": "not valid", "invoice.invoiceLines[0].grossAmount": "expected number" })
    expect(rest).toEqual(["body: bad"])
  })
})

describe("nestFields", () => {
  it("nests dotted paths, makes arrays of [n] and leaves out empty values", () => {
    expect(nestFields({ "a.b": "1", "a.c": "", "l[0].x": 2, d: undefined })).toEqual({ a: { b: "1" }, l: [{ x: 2 }] })
  })
})
