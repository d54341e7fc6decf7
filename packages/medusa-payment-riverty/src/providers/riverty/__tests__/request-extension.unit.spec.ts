import { MedusaError } from "@medusajs/framework/utils"
import { orderItemSchema } from "riverty-client"
import { buildOrderLinesCents, checkedAuthorizeRequestExtension, referencesOf, toOrderItems, withExtraLines, type CartSnapshot } from "../order-mapping"

// A store's additions to the authorize request (the extendAuthorizeRequest hook): checked, then
// priced by the mapping's own rules, never moving the order's gross total.

const cart: CartSnapshot = {
  id: "cart_1",
  currencyCode: "eur",
  totalCents: 2380,
  items: [{ id: "i1", productId: "SKU-A", description: "Shirt", quantity: 2, grossCents: 2380, discountCents: 0, vatPercent: 19 }],
  shipping: [],
}
const giftWrap = { productId: "gift-wrap", description: "Gift wrap", type: "Info" as const, quantity: 1, grossUnitPrice: 0, vatPercent: 19 }
const voucherPair = [
  { productId: "sample", description: "Sample", type: "PhysicalArticle" as const, quantity: 2, grossUnitPrice: 2.5, vatPercent: 7 },
  { productId: "sample-free", description: "Sample, free", type: "Discount" as const, quantity: 1, grossUnitPrice: -5, vatPercent: 7 },
]

function refusal(run: () => unknown): MedusaError {
  try {
    run()
  } catch (error) {
    expect(MedusaError.isMedusaError(error)).toBe(true)
    return error as MedusaError
  }
  throw new Error("not refused")
}

describe("checkedAuthorizeRequestExtension", () => {
  it("takes no result as no extension", () => {
    expect(checkedAuthorizeRequestExtension(undefined)).toBeUndefined()
    expect(checkedAuthorizeRequestExtension(null)).toBeUndefined()
  })

  it("accepts a zero-priced line, a pair that nets to zero and the references", () => {
    const extension = { lines: [giftWrap, ...voucherPair], ourReference: "PO-77", yourReference: "Dept. 4" }
    expect(checkedAuthorizeRequestExtension(extension)).toEqual(extension)
  })

  it("refuses lines that move the gross total, naming the hook, the field and the amount", () => {
    const error = refusal(() => checkedAuthorizeRequestExtension({ lines: [{ ...giftWrap, grossUnitPrice: 1.5, quantity: 2 }] }))
    expect(error.type).toBe(MedusaError.Types.UNEXPECTED_STATE)
    expect(error.message).toBe(
      "Riverty extendAuthorizeRequest: lines: the extra lines add 3 to the order's gross total; they must add up to 0 so that Riverty's total stays Medusa's payment amount",
    )
    expect(refusal(() => checkedAuthorizeRequestExtension({ lines: [voucherPair[0]] })).message).toMatch(/^Riverty extendAuthorizeRequest: lines: the extra lines add 5 /)
  })

  it("names the source it was given", () => {
    expect(refusal(() => checkedAuthorizeRequestExtension({ lines: [voucherPair[1]] }, "authorize context")).message).toMatch(/^Riverty authorize context: lines: /)
  })

  it.each([
    ["a fraction of a cent", { lines: [{ ...giftWrap, grossUnitPrice: 0.001 }] }, "lines.0.grossUnitPrice: must be whole cents"],
    ["a fractional quantity", { lines: [{ ...giftWrap, quantity: 1.5 }] }, "lines.0.quantity"],
    ["no quantity", { lines: [{ ...giftWrap, quantity: 0 }] }, "lines.0.quantity"],
    ["a shipping line", { lines: [{ ...giftWrap, type: "ShippingFee" }] }, "lines.0.type"],
    ["an empty description", { lines: [{ ...giftWrap, description: " " }] }, "lines.0.description"],
    ["a long product id", { lines: [{ ...giftWrap, productId: "x".repeat(101) }] }, "lines.0.productId"],
    ["a VAT rate above 100 %", { lines: [{ ...giftWrap, vatPercent: 101 }] }, "lines.0.vatPercent"],
    ["an unknown line field", { lines: [{ ...giftWrap, netUnitPrice: 0 }] }, "lines.0"],
    ["a buyer's reference over 20 characters", { yourReference: "y".repeat(21) }, "yourReference"],
    ["a field Riverty's authorize is not given", { merchantUrl: "https://elsewhere.example" }, "(result)"],
  ])("refuses %s, naming the field", (_, value, field) => {
    const error = refusal(() => checkedAuthorizeRequestExtension(value))
    expect(error.message).toContain(`Riverty extendAuthorizeRequest: ${field}`)
  })

  it("does not repeat the values it refuses", () => {
    const error = refusal(() => checkedAuthorizeRequestExtension({ lines: [{ ...giftWrap, description: "", productId: "Erika Mustermann 1980-01-01".repeat(5) }] }))
    expect(error.message).not.toContain("Erika")
  })
})

describe("withExtraLines", () => {
  const plugin = buildOrderLinesCents(cart)

  it("keeps the plugin's lines as they are without extra lines", () => {
    expect(withExtraLines(plugin, undefined)).toBe(plugin)
    expect(withExtraLines(plugin, { ourReference: "PO-1" })).toBe(plugin)
  })

  it("adds the lines after the plugin's, priced per unit by the mapping's VAT rule, the total unchanged", () => {
    const result = toOrderItems(withExtraLines(plugin, { lines: [giftWrap, ...voucherPair] }))
    expect(result.totalGrossCents).toBe(cart.totalCents)
    expect(result.items.slice(1)).toEqual([
      { productId: "gift-wrap", description: "Gift wrap", type: "Info", quantity: 1, grossUnitPrice: 0, netUnitPrice: 0, vatPercent: 19, vatAmount: 0, lineNumber: 2 },
      { productId: "sample", description: "Sample", type: "PhysicalArticle", quantity: 2, grossUnitPrice: 2.5, netUnitPrice: 2.34, vatPercent: 7, vatAmount: 0.16, lineNumber: 3 },
      { productId: "sample-free", description: "Sample, free", type: "Discount", quantity: 1, grossUnitPrice: -5, netUnitPrice: -4.67, vatPercent: 7, vatAmount: -0.33, lineNumber: 4 },
    ])
    // The net total follows the lines (Riverty's rule), the gross total is the cart's.
    expect(result.totalNetAmount).toBe(20.01)
    for (const item of result.items) expect(orderItemSchema.safeParse(item).success).toBe(true)
  })

  it("keeps an extra line's image", () => {
    const [, added] = withExtraLines(plugin, { lines: [{ ...giftWrap, imageUrl: "https://shop.example/wrap.png" }] })
    expect(added.imageUrl).toBe("https://shop.example/wrap.png")
  })

  it("refuses lines that were not checked and move the total", () => {
    const error = refusal(() => withExtraLines(plugin, { lines: [{ ...giftWrap, grossUnitPrice: 0.01, quantity: 3 }] }))
    expect(error.type).toBe(MedusaError.Types.UNEXPECTED_STATE)
    expect(error.message).toBe("Riverty extendAuthorizeRequest: lines: the extra lines add 0.03 to the order's gross total; they must add up to 0")
  })
})

describe("referencesOf", () => {
  it("gives the references Riverty's authorize takes, and nothing when there are none", () => {
    expect(referencesOf(undefined)).toEqual({})
    expect(referencesOf({ lines: [giftWrap] })).toEqual({})
    expect(referencesOf({ ourReference: "PO-77" })).toEqual({ ourReference: "PO-77" })
    expect(referencesOf({ ourReference: "PO-77", yourReference: "Dept. 4" })).toEqual({ ourReference: "PO-77", yourReference: "Dept. 4" })
  })
})
