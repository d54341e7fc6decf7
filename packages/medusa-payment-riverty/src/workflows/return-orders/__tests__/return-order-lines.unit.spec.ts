import type { GetOrderResponse } from "riverty-client"
import { buildReturnOrder, type ReturnOrderDraft } from "../build-return-request"
import { returnableLines } from "../returnable-lines"

const item = (lineNumber: number, quantity: number, grossUnitPrice: number, description: string, vatPercent = 19) => ({
  lineNumber,
  quantity,
  grossUnitPrice,
  netUnitPrice: grossUnitPrice / (1 + vatPercent / 100),
  vatPercent,
  vatAmount: Math.round((grossUnitPrice - grossUnitPrice / (1 + vatPercent / 100)) * 100) / 100,
  description,
  productId: `p${lineNumber}`,
})

// Two invoices: the jacket over both, the scarf and the bundle discount on the first.
const order = {
  orderDetails: { orderNumber: "R-1" },
  captures: [
    { captureNumber: "800090001", invoiceNumber: "INV-1", captureItems: [item(1, 2, 119, "Jacket"), item(2, 1, 23.8, "Scarf"), item(3, 1, -11.9, "Bundle discount")] },
    { captureNumber: "800090002", invoiceNumber: "INV-2", captureItems: [item(1, 1, 119, "Jacket")] },
  ],
} as unknown as GetOrderResponse

const draft = (over: Partial<ReturnOrderDraft> = {}): ReturnOrderDraft => ({
  items: [{ line_number: 2, quantity: 1 }],
  return_reason: "CUSTOMER_RETURN",
  return_date: "2026-11-21",
  return_reference: "RET-1",
  ...over,
})

describe("returnableLines", () => {
  it("adds up invoiced quantities per line across invoices and subtracts earlier returns that did not fail", () => {
    const lines = returnableLines(order, [
      { status: "accepted", items: [{ line_number: 1, quantity: 1, kind: "article", gross_unit_price: 119 }] },
      { status: "requested", items: [{ line_number: 1, quantity: 1, kind: "article", gross_unit_price: 119 }] },
      { status: "failed", items: [{ line_number: 2, quantity: 1, kind: "article", gross_unit_price: 23.8 }] },
      { status: "refunded", items: [{ line_number: 3, quantity: 1, kind: "discount", gross_unit_price: -5 }] },
    ])
    const jacket = lines.find((l) => l.line_number === 1)
    expect(jacket).toMatchObject({ invoiced_quantity: 3, returned_quantity: 2, returnable_quantity: 1, invoice_references: ["INV-1", "INV-2"] })
    expect(lines.find((l) => l.line_number === 2)).toMatchObject({ returned_quantity: 0, returnable_quantity: 1 })
    expect(lines.find((l) => l.line_number === 3)).toMatchObject({ kind: "discount", discount_remaining: 6.9 })
  })
})

describe("buildReturnOrder", () => {
  it("builds Riverty's body with the invoice when every line comes from one invoice", () => {
    const built = buildReturnOrder(draft(), returnableLines(order, []))
    expect(built.amount).toBe(23.8)
    expect(built.invoiceReference).toBe("INV-1")
    expect(built.request).toMatchObject({
      invoiceReference: "INV-1",
      returnDate: "2026-11-21",
      returnReason: "CUSTOMER_RETURN",
      returnReference: "RET-1",
      items: [{ orderItemReference: 2, quantity: 1, grossUnitPrice: 23.8, vatPercent: 19, vatType: "NORMAL" }],
    })
    expect(built.request.bankDetails).toBeUndefined()
  })

  it("leaves the invoice out when lines span invoices", () => {
    const built = buildReturnOrder(draft({ items: [{ line_number: 1, quantity: 3 }] }), returnableLines(order, []))
    expect(built.invoiceReference).toBeNull()
    expect(built.request.invoiceReference).toBeUndefined()
    expect(built.amount).toBe(357)
  })

  it("adds the discount that no longer applies as a negative line with negative VAT (rule 6)", () => {
    const built = buildReturnOrder(
      draft({ items: [{ line_number: 2, quantity: 1 }], discount: { line_number: 3, amount: 11.9 } }),
      returnableLines(order, []),
    )
    expect(built.request.items?.[1]).toMatchObject({ orderItemReference: 3, quantity: 1, grossUnitPrice: -11.9, vatAmount: -1.9 })
    expect(built.amount).toBe(11.9)
  })

  it("names the line and the limit when a quantity is above what was invoiced and not returned", () => {
    const earlier = [{ status: "accepted", items: [{ line_number: 1, quantity: 2, kind: "article", gross_unit_price: 119 }] }]
    expect(() => buildReturnOrder(draft({ items: [{ line_number: 2, quantity: 1 }, { line_number: 1, quantity: 2 }] }), returnableLines(order, earlier))).toThrow(
      /items\[1\]\.quantity: line 1 \(Jacket\) was invoiced 3 time\(s\) and 2 returned; at most 1 can be returned, not 2/,
    )
  })

  it("refuses lines that were not invoiced, discounts above what is left, and returns worth nothing", () => {
    const lines = returnableLines(order, [])
    expect(() => buildReturnOrder(draft({ items: [{ line_number: 9, quantity: 1 }] }), lines)).toThrow(/items\[0\]\.line_number: line 9/)
    expect(() => buildReturnOrder(draft({ discount: { line_number: 3, amount: 12 } }), lines)).toThrow(/discount\.amount: at most 11\.9/)
    expect(() => buildReturnOrder(draft({ discount: { line_number: 2, amount: 1 } }), lines)).toThrow(/discount\.line_number: line 2 is not an invoiced discount/)
    expect(() => buildReturnOrder(draft({ items: [{ line_number: 3, quantity: 1 }] }), lines)).toThrow(/items\[0\]\.line_number: line 3 is not an invoiced article/)
  })

  it("passes bank details through for a refund by bank transfer (rule 5)", () => {
    const built = buildReturnOrder(
      draft({ bank_details: { account_owner: "Erika Mustermann", iban: "DE89370400440532013000", bic: "COBADEFFXXX" } }),
      returnableLines(order, []),
    )
    expect(built.request.bankDetails).toEqual({ accountOwner: "Erika Mustermann", iban: "DE89370400440532013000", bic: "COBADEFFXXX" })
  })
})
