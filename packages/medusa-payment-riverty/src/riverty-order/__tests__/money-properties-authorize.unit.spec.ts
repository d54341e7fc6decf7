// Property-based tests of the authorize lines (the plugin's order mapping) over carts built by
// Medusa's own promotion and totals code (money-properties-cart.ts): every generated cart, priced
// with or without VAT, must map to lines that add up to Medusa's total in cents, carry each price
// and discount where it belongs, and state VAT as the rate's share of the gross.
import fc from "fast-check"
import { orderItemSchema } from "riverty-client"
import { checkAmounts, checkTotals } from "riverty-emulator"
import { buildOrderItems, snapshotFromCart } from "../../providers/riverty/order-mapping"
import { amountToCents } from "../cents"
import { cartArbitrary, expectedGrossCents, medusaCartRow, medusaTotals, SEED, vatShareOf, type GeneratedCart } from "./money-properties-cart"

const RUNS = { seed: SEED, numRuns: 120 }

// Building a cart with Medusa's code is the slow part; every property below draws the same carts
// (same seed), so each is built once.
jest.setTimeout(20_000)
const built = new Map<string, ReturnType<typeof build>>()
const authorize = (cart: GeneratedCart) => {
  const key = JSON.stringify(cart)
  if (!built.has(key)) built.set(key, build(cart))
  return built.get(key)!
}

function build(cart: GeneratedCart) {
  const row = medusaCartRow(cart)
  const medusa = medusaTotals(row)
  const result = buildOrderItems(snapshotFromCart(structuredClone(row)))
  const lines = result.items.map((item) => ({
    ...item,
    grossCents: amountToCents(item.grossUnitPrice),
    netCents: amountToCents(item.netUnitPrice),
    vatCents: amountToCents(item.vatAmount),
  }))
  return { row, medusa, result, lines }
}

const lineSum = (lines: { grossCents: number; quantity: number }[]) => lines.reduce((sum, l) => sum + l.grossCents * l.quantity, 0)

describe("authorize lines of generated Medusa carts (fast-check, fixed seed)", () => {
  it("add up to Medusa's cart total in cents, and the totals sent say the same", () => {
    fc.assert(
      fc.property(cartArbitrary, (cart) => {
        const { medusa, result, lines } = authorize(cart)
        expect(lineSum(lines)).toBe(medusa.totalCents)
        expect(result.totalGrossCents).toBe(medusa.totalCents)
        expect(amountToCents(result.totalGrossAmount)).toBe(medusa.totalCents)
        expect(amountToCents(result.totalNetAmount)).toBe(lines.reduce((sum, l) => sum + l.netCents * l.quantity, 0))
      }),
      RUNS
    )
  })

  it("carry every article at its gross price before discounts, read with or without VAT as Medusa's is_tax_inclusive says", () => {
    fc.assert(
      fc.property(cartArbitrary, (cart) => {
        const { lines } = authorize(cart)
        cart.items.forEach((item, index) => {
          const own = lines.filter((l) => l.productId === `SKU-${index}`)
          expect(own.every((l) => l.type === "PhysicalArticle" && l.vatPercent === item.vat)).toBe(true)
          expect(own.reduce((sum, l) => sum + l.quantity, 0)).toBe(item.quantity)
          expect(lineSum(own)).toBe(expectedGrossCents(item.unitCents * item.quantity, item.vat, cart.taxInclusive))
        })
      }),
      RUNS
    )
  })

  it("keep every shipping method as a ShippingFee line at its price, free shipping included, with its discount in its rate's discount line", () => {
    fc.assert(
      fc.property(cartArbitrary, (cart) => {
        const { lines, medusa } = authorize(cart)
        cart.shipping.forEach((method, index) => {
          const own = lines.filter((l) => l.productId === `shipping-sm_${index}`)
          expect(own).toHaveLength(1)
          expect(own[0]).toMatchObject({ type: "ShippingFee", quantity: 1, vatPercent: method.vat })
          expect(own[0].grossCents).toBe(expectedGrossCents(method.amountCents, method.vat, cart.taxInclusive))
        })
        // The discounts of each VAT rate (items' and shipping's, as Medusa's totals give them) are
        // that rate's one discount line: a dropped shipping line cannot hide in another line.
        const discountByRate = new Map<number, number>()
        for (const { originalCents, totalCents, vat } of medusa.lines.values()) {
          discountByRate.set(vat, (discountByRate.get(vat) ?? 0) + originalCents - totalCents)
        }
        for (const [vat, cents] of discountByRate) {
          const own = lines.filter((l) => l.type === "Discount" && l.productId === `discount-vat-${vat}`)
          expect(lineSum(own) + cents).toBe(0)
        }
        const rates = new Set([...discountByRate].filter(([, cents]) => cents !== 0).map(([vat]) => `discount-vat-${vat}`))
        expect(lines.filter((l) => l.productId.startsWith("discount-vat-")).map((l) => l.productId).sort()).toEqual([...rates].sort())
      }),
      RUNS
    )
  })

  it("need a rounding line for no more than the cents Medusa's per-line rounding leaves", () => {
    fc.assert(
      fc.property(cartArbitrary, (cart) => {
        const { lines } = authorize(cart)
        const rounding = lines.filter((l) => l.productId === "rounding")
        expect(rounding.length).toBeLessThanOrEqual(1)
        // Each item and shipping total is rounded to cents on its own (half a cent each at most),
        // the cart total once: the difference stays within that.
        const bound = (cart.items.length + cart.shipping.length + 1) / 2
        expect(Math.abs(lineSum(rounding))).toBeLessThanOrEqual(bound)
      }),
      RUNS
    )
  })

  it("state VAT per unit as gross - net, within half a cent of the rate's share of the gross", () => {
    fc.assert(
      fc.property(cartArbitrary, (cart) => {
        const { lines } = authorize(cart)
        for (const line of lines) {
          expect(line.vatCents).toBe(line.grossCents - line.netCents)
          expect(Math.abs(line.vatCents - vatShareOf(line.grossCents, line.vatPercent))).toBeLessThanOrEqual(0.5 + 1e-9)
        }
      }),
      RUNS
    )
  })

  it("pass the client's wire schema and the emulator's own amount, totals and VAT rules", () => {
    fc.assert(
      fc.property(cartArbitrary, (cart) => {
        const { result } = authorize(cart)
        for (const item of result.items) expect(orderItemSchema.safeParse(item).success).toBe(true)
        const order = { totalGrossAmount: result.totalGrossAmount, totalNetAmount: result.totalNetAmount, items: result.items }
        expect(checkTotals(order, "order")).toEqual([])
        // A cart that promotions bring to zero is not one Riverty authorizes (positive gross).
        const amounts = checkAmounts(order, "order")
        expect(result.totalGrossCents > 0 ? amounts : amounts.filter((m: { fieldReference?: string }) => !m.fieldReference?.endsWith("totalGrossAmount"))).toEqual([])
      }),
      RUNS
    )
  })
})
