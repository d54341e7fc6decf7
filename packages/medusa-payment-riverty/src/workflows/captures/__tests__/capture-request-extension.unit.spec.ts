import { MedusaError } from "@medusajs/framework/utils"
import type { CaptureRequestInput } from "riverty-client"
import { checkedCaptureRequestExtension, withCaptureExtension } from "../capture-request-extension"

// A store's texts and invoice number on a capture (the adjustCaptureRequest hook): never its lines
// or amounts.

const body: CaptureRequestInput = {
  orderDetails: {
    totalGrossAmount: 29.8,
    totalNetAmount: 25.04,
    currency: "EUR",
    items: [
      { productId: "SHIRT", description: "Shirt", quantity: 2, grossUnitPrice: 11.9, netUnitPrice: 10, vatPercent: 19, vatAmount: 1.9, lineNumber: 1 },
      { productId: "shipping-sm_1", description: "Standard", quantity: 1, grossUnitPrice: 6, netUnitPrice: 5.04, vatPercent: 19, vatAmount: 0.96, lineNumber: 2 },
    ],
  },
  transactionReference: "ful_1",
}

describe("checkedCaptureRequestExtension", () => {
  it("takes no result as none, and keeps a valid one", () => {
    expect(checkedCaptureRequestExtension(undefined)).toBeUndefined()
    expect(checkedCaptureRequestExtension(null)).toBeUndefined()
    const extension = { invoiceNumber: "INV-2026-0001", lines: [{ productId: "SHIRT", description: "Shirt, gift-wrapped", additionalInformation: "Size M" }] }
    expect(checkedCaptureRequestExtension(extension)).toEqual(extension)
  })

  it.each([
    ["an amount", { lines: [{ productId: "SHIRT", grossUnitPrice: 1 }] }, "lines.0"],
    ["a quantity", { lines: [{ productId: "SHIRT", quantity: 3 }] }, "lines.0"],
    ["a total", { totalGrossAmount: 1 }, "(result)"],
    ["an invoice number over 20 characters", { invoiceNumber: "1".repeat(21) }, "invoiceNumber"],
    ["an empty description", { lines: [{ productId: "SHIRT", description: "" }] }, "lines.0.description"],
    ["a line without product", { lines: [{ description: "Shirt" }] }, "lines.0.productId"],
  ])("refuses %s, naming the field, before Riverty is asked", (_, value, field) => {
    let error: unknown
    try {
      checkedCaptureRequestExtension(value)
    } catch (thrown) {
      error = thrown
    }
    expect(MedusaError.isMedusaError(error)).toBe(true)
    expect((error as MedusaError).type).toBe(MedusaError.Types.UNEXPECTED_STATE)
    expect((error as MedusaError).message).toContain(`Riverty adjustCaptureRequest: ${field}`)
  })
})

describe("withCaptureExtension", () => {
  it("is the request itself without an extension", () => {
    expect(withCaptureExtension(body, undefined)).toBe(body)
  })

  it("sets the invoice number and the texts of the named product's lines, the amounts and other lines unchanged", () => {
    const out = withCaptureExtension(body, { invoiceNumber: "INV-7", lines: [{ productId: "SHIRT", description: "Shirt, gift-wrapped", additionalInformation: "Size M" }, { productId: "OTHER", description: "x" }] })
    expect(out.invoiceNumber).toBe("INV-7")
    expect(out.transactionReference).toBe("ful_1")
    expect(out.orderDetails.items).toEqual([
      { ...body.orderDetails.items![0], description: "Shirt, gift-wrapped", additionalInformation: "Size M" },
      body.orderDetails.items![1],
    ])
    expect(out.orderDetails).toMatchObject({ totalGrossAmount: 29.8, totalNetAmount: 25.04, currency: "EUR" })
  })

  it("keeps a line's own text for a field the store leaves out", () => {
    const out = withCaptureExtension(body, { lines: [{ productId: "SHIRT", additionalInformation: "Size M" }] })
    expect(out.orderDetails.items![0]).toMatchObject({ description: "Shirt", additionalInformation: "Size M" })
    expect(out).not.toHaveProperty("invoiceNumber")
  })

  it("leaves a request without items without items", () => {
    const whole: CaptureRequestInput = { orderDetails: { totalGrossAmount: 29.8, totalNetAmount: 25.04 } }
    expect(withCaptureExtension(whole, { invoiceNumber: "INV-8" })).toEqual({ ...whole, invoiceNumber: "INV-8" })
  })
})
