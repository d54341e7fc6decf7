// A store's extendAuthorizeRequest lines over carts built by Medusa's own promotion and totals code:
// a surcharge and a discount of any price and VAT rate that net to zero either leave Riverty's lines
// adding up to Medusa's total with totals and VAT the emulator accepts, or (their rates moving the net
// total past the gross) are refused before anything is sent; one cent more is refused, both by the
// hook's schema and by the mapping.
import fc from "fast-check"
import { checkAmounts, checkTotals } from "riverty-emulator"
import { authorizeRequestExtensionSchema, buildOrderLinesCents, snapshotFromCart, toOrderItems, withExtraLines } from "../../providers/riverty/order-mapping"
import { amountToCents } from "../cents"
import { netOfGross } from ".."
import { cartArbitrary, medusaCartRow, medusaTotals, SEED } from "./money-properties-cart"

jest.setTimeout(20_000)

const RATES = [0, 7, 9, 19, 21, 25]
// One surcharge of `quantity` units and the discount that takes the same gross back, each at its own rate.
const extraPair = fc.record({
  unitCents: fc.integer({ min: 1, max: 50_000 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  surchargeVat: fc.constantFrom(...RATES),
  discountVat: fc.constantFrom(...RATES),
})

function extension(pair: { unitCents: number; quantity: number; surchargeVat: number; discountVat: number }, offsetCents = 0) {
  return {
    lines: [
      { productId: "gift-wrap", description: "Gift wrap", type: "Surcharge" as const, quantity: pair.quantity, grossUnitPrice: pair.unitCents / 100, vatPercent: pair.surchargeVat },
      { productId: "gift-wrap-free", description: "Gift wrap offered", type: "Discount" as const, quantity: 1, grossUnitPrice: -(pair.unitCents * pair.quantity + offsetCents) / 100, vatPercent: pair.discountVat },
    ],
  }
}

describe("a store's extra authorize lines on generated Medusa carts (fast-check, fixed seed)", () => {
  it("that net to zero keep Riverty's lines at Medusa's total, with totals and VAT Riverty accepts, or are refused", () => {
    fc.assert(
      fc.property(cartArbitrary, extraPair, (cart, pair) => {
        const row = medusaCartRow(cart)
        const checked = authorizeRequestExtensionSchema.parse(extension(pair))
        const lines = buildOrderLinesCents(snapshotFromCart(structuredClone(row)))
        let extended
        try {
          extended = withExtraLines(lines, checked)
        } catch {
          // Refused only when Riverty would refuse what would have been sent: its net total outside 0 to the gross.
          const unchecked = toOrderItems([
            ...lines,
            ...checked.lines!.map((l) => {
              const grossUnitCents = amountToCents(l.grossUnitPrice)
              return { ...l, grossUnitCents, netUnitCents: netOfGross(grossUnitCents, l.vatPercent) }
            }),
          ])
          const order = { totalGrossAmount: unchecked.totalGrossAmount, totalNetAmount: unchecked.totalNetAmount, items: unchecked.items }
          // (A cart that promotions bring to zero is not one Riverty authorizes at all.)
          return unchecked.totalGrossCents <= 0 || checkAmounts(order, "order").some((m: { fieldReference?: string }) => m.fieldReference === "order.totalNetAmount")
        }
        const result = toOrderItems(extended)
        const sum = result.items.reduce((total, item) => total + Math.round(item.grossUnitPrice * 100) * item.quantity, 0)
        const order = { totalGrossAmount: result.totalGrossAmount, totalNetAmount: result.totalNetAmount, items: result.items }
        // A cart that promotions bring to zero is not one Riverty authorizes (positive gross).
        const amounts = checkAmounts(order, "order").filter((m: { fieldReference?: string }) => result.totalGrossCents > 0 || !m.fieldReference?.endsWith("totalGrossAmount"))
        expect({ sum, sent: result.totalGrossCents, totals: checkTotals(order, "order"), amounts }).toEqual({ sum: medusaTotals(row).totalCents, sent: medusaTotals(row).totalCents, totals: [], amounts: [] })
        return true
      }),
      { seed: SEED, numRuns: 60 },
    )
  })

  it("that move the total by a cent are refused by the hook's schema and by the mapping", () => {
    fc.assert(
      fc.property(cartArbitrary, extraPair, fc.constantFrom(-1, 1), (cart, pair, offset) => {
        const lines = buildOrderLinesCents(snapshotFromCart(structuredClone(medusaCartRow(cart))))
        const value = extension(pair, offset)
        const refusedBySchema = !authorizeRequestExtensionSchema.safeParse(value).success
        let refusedByMapping = false
        try {
          withExtraLines(lines, value)
        } catch {
          refusedByMapping = true
        }
        return refusedBySchema && refusedByMapping
      }),
      { seed: SEED, numRuns: 40 },
    )
  })
})
