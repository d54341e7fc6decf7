// Property-based tests of captures and refunds over the authorize lines of generated Medusa carts
// (money-properties-cart.ts): amounts drawn at random are split into lines that add up to them
// exactly, never take more than is left, keep the authorized prices and VAT, and a shipment
// carries the order discount of what it ships.
import fc from "fast-check"
import { checkAmounts, checkTotals, itemsGrossCents } from "riverty-emulator"
import { buildOrderLinesCents, snapshotFromCart } from "../../providers/riverty/order-mapping"
import {
  allocateAmount,
  allocateShipment,
  allocateWholeUnits,
  isArticle,
  openCents,
  openLinesOf,
  type AllocatedLine,
  type OpenLine,
  type RivertyLine,
} from "../line-allocation"
import { planRefund, type CaptureBalance } from "../refund-allocation"
import { amountToCents } from "../cents"
import { toItems } from "../line-allocation"
import { cartArbitrary, medusaCartRow, SEED, VAT_RATES, type GeneratedCart } from "./money-properties-cart"

jest.setTimeout(20_000)

const RUNS = { seed: SEED, numRuns: 100 }

const built = new Map<string, RivertyLine[]>()
/** The order's lines at Riverty, as the plugin authorizes them for the cart. */
const orderLinesOf = (cart: GeneratedCart): RivertyLine[] => {
  const key = JSON.stringify(cart)
  if (!built.has(key)) built.set(key, buildOrderLinesCents(snapshotFromCart(medusaCartRow(cart))))
  return built.get(key)!
}

const EPSILON = 1e-6
const per = (lines: readonly { line: RivertyLine; quantity?: number; open?: number }[]) => {
  const out = new Map<string, number>()
  for (const l of lines) out.set(l.line.productId, (out.get(l.line.productId) ?? 0) + (l.quantity ?? l.open ?? 0))
  return out
}

/** What Riverty checks on a capture or refund body: gross exactly the lines, net within a cent a line, VAT as gross - net. */
function expectRivertyAccepts(lines: readonly AllocatedLine[], cents: number) {
  const body = toItems(lines)
  expect(body.totalGrossCents).toBe(cents)
  expect(itemsGrossCents(body.items as never)).toBe(cents)
  expect(checkTotals({ ...body, items: body.items as never }, "orderDetails")).toEqual([])
  expect(checkAmounts({ ...body, items: body.items as never }, "orderDetails")).toEqual([])
  for (const item of body.items) {
    expect(amountToCents(item.vatAmount)).toBe(amountToCents(item.grossUnitPrice) - amountToCents(item.netUnitPrice))
  }
}

/** The lines never take more of a product than is open. */
function expectWithinOpen(lines: readonly AllocatedLine[], open: readonly OpenLine[]) {
  const openQty = per(open)
  for (const [productId, quantity] of per(lines)) expect(quantity).toBeLessThanOrEqual((openQty.get(productId) ?? 0) + EPSILON)
  for (const l of lines) expect(l.quantity).toBeGreaterThan(0)
}

const fractions = fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 4 })
/** Shares (per mille of what is left) of successive partial refunds. */
const refundSequence = fc.array(fc.integer({ min: 1, max: 999 }), { minLength: 1, maxLength: 6 })

/**
 * What Riverty's refund rules (the emulator's) let through: a line of a captured product only in
 * quantities not refunded before; any other positive line only as the refund share line of a
 * VAT rate the capture has (quantity 1). Without decimalQuantities no fraction of a whole unit.
 */
function expectRefundAccepted(capture: CaptureBalance, lines: readonly AllocatedLine[], decimal: boolean) {
  const refundedBefore = per(capture.refunded.filter((r) => r.grossUnitCents > 0).map((line) => ({ line, quantity: line.quantity })))
  const captured = per(capture.items.map((line) => ({ line, quantity: line.quantity })))
  const rates = new Set(capture.items.map((i) => i.vatPercent))
  for (const [productId, quantity] of per(lines)) {
    if (captured.has(productId)) {
      expect(quantity).toBeLessThanOrEqual(captured.get(productId)! - (refundedBefore.get(productId) ?? 0) + EPSILON)
    } else {
      const share = lines.find((l) => l.line.productId === productId)!
      expect(share.line.productId).toBe(`refund-share-${share.line.vatPercent}`)
      expect(rates.has(share.line.vatPercent)).toBe(true)
      expect(quantity).toBe(1)
    }
  }
  for (const l of lines) {
    expect(l.quantity).toBeGreaterThan(0)
    const wholeCapture = capture.items.filter((i) => i.productId === l.line.productId).every((i) => Number.isInteger(i.quantity))
    if (!decimal && wholeCapture) expect(Number.isInteger(l.quantity)).toBe(true)
  }
}

/** Per VAT rate, the refunds of a capture never give back more than the rate holds. */
function expectRatesWithinCaptured(capture: CaptureBalance) {
  const at = (lines: readonly RivertyLine[], rate: number) =>
    lines.filter((l) => l.vatPercent === rate).reduce((s, l) => s + Math.round(l.grossUnitCents * l.quantity), 0)
  for (const rate of new Set(capture.items.map((i) => i.vatPercent))) {
    expect(at(capture.refunded, rate)).toBeLessThanOrEqual(Math.max(at(capture.items, rate), 0))
  }
}

describe("captures and refunds of generated amounts (fast-check, fixed seed)", () => {
  it("split every capture into lines that add up to it exactly, within what is still open, and every refund within what was captured", () => {
    fc.assert(
      fc.property(cartArbitrary, fractions, refundSequence, fc.boolean(), (cart, captureShares, refundShares, decimal) => {
        const order = orderLinesOf(cart)
        const authorized = openCents(openLinesOf(order, []))
        fc.pre(authorized > 0)
        const taken: RivertyLine[] = []
        const captures: CaptureBalance[] = []
        for (const share of captureShares) {
          const open = openLinesOf(order, taken)
          const available = openCents(open)
          if (available <= 0) break
          const cents = Math.max(1, Math.floor((available * share) / 1000))
          const lines = (decimal ? undefined : allocateWholeUnits(open, cents)) ?? allocateAmount(open, cents)
          expect(lines.reduce((sum, l) => sum + l.cents, 0)).toBe(cents)
          expectWithinOpen(lines, open)
          expectRivertyAccepts(lines, cents)
          taken.push(...lines.map((l) => ({ ...l.line, quantity: l.quantity })))
          captures.push({ captureNumber: `C${captures.length + 1}`, balanceCents: cents, items: lines.map((l) => ({ ...l.line, quantity: l.quantity })), refunded: [] })
        }
        const captured = captures.reduce((sum, c) => sum + c.balanceCents, 0)
        expect(captured).toBeLessThanOrEqual(authorized)

        // Partial refunds one after another, then everything left (share 1000).
        for (const share of [...refundShares, 1000]) {
          const left = captures.reduce((sum, c) => sum + c.balanceCents, 0)
          if (left <= 0) break
          const cents = Math.max(1, Math.floor((left * share) / 1000))
          const parts = planRefund(captures, cents, decimal)
          expect(parts.reduce((sum, p) => sum + p.cents, 0)).toBe(cents)
          for (const part of parts) {
            const capture = captures.find((c) => c.captureNumber === part.captureNumber)!
            expect(part.cents).toBeGreaterThan(0)
            expect(part.cents).toBeLessThanOrEqual(capture.balanceCents)
            if (part.items) {
              expect(part.items.reduce((sum, l) => sum + l.cents, 0)).toBe(part.cents)
              expectRefundAccepted(capture, part.items, decimal)
              expectRivertyAccepts(part.items, part.cents)
              capture.refunded.push(...part.items.map((l) => ({ ...l.line, quantity: l.quantity })))
              expectRatesWithinCaptured(capture)
            }
            capture.balanceCents -= part.cents
          }
        }
        expect(captures.every((c) => c.balanceCents >= 0)).toBe(true)
      }),
      RUNS
    )
  })

  it("capture the whole authorization when the amount is everything open", () => {
    fc.assert(
      fc.property(cartArbitrary, fc.boolean(), (cart, decimal) => {
        const open = openLinesOf(orderLinesOf(cart), [])
        const cents = openCents(open)
        fc.pre(cents > 0)
        const lines = (decimal ? undefined : allocateWholeUnits(open, cents)) ?? allocateAmount(open, cents)
        expect(lines.map((l) => [l.line.productId, l.quantity])).toEqual(open.map((o) => [o.line.productId, o.open]))
        expectRivertyAccepts(lines, cents)
      }),
      RUNS
    )
  })

  // An order-level percentage promotion takes the same share off every article, so a shipment
  // that ships part of the articles owes that share less of their value, whatever their prices.
  const orderPercentCart = fc.record({
    taxInclusive: fc.boolean(),
    items: fc.uniqueArray(
      fc.record({ unitCents: fc.integer({ min: 100, max: 99_999 }), quantity: fc.integer({ min: 1, max: 20 }), vat: fc.constantFrom(...VAT_RATES) }),
      { minLength: 2, maxLength: 8, selector: (i) => i.unitCents }
    ),
    shipping: fc.constant<GeneratedCart["shipping"]>([]),
    promotions: fc.integer({ min: 1, max: 90 }).map((value) => [
      { target: "order" as const, type: "percentage" as const, value, allocation: "across" as const, maxQuantity: 1, taxInclusive: false },
    ]),
  })

  it("give a shipment its articles' share of an order-level discount by amount, not by quantity (decimal quantities)", () => {
    fc.assert(
      fc.property(orderPercentCart, fc.array(fc.nat(20), { minLength: 8, maxLength: 8 }), (cart, shippedCounts) => {
        const order = orderLinesOf(cart)
        const open = openLinesOf(order, [])
        const articles = open.filter((o) => isArticle(o.line))
        const shipped = cart.items
          .map((item, index) => ({ productId: `SKU-${index}`, quantity: Math.min(shippedCounts[index], item.quantity) }))
          .filter((s) => s.quantity > 0)
        const shipsAll = shipped.reduce((sum, s) => sum + s.quantity, 0) === cart.items.reduce((sum, i) => sum + i.quantity, 0)
        fc.pre(shipped.length > 0 && !shipsAll)
        const lines = allocateShipment(open, shipped, { decimalQuantities: true })
        const percent = cart.promotions[0].value
        for (const vat of new Set(articles.map((a) => a.line.vatPercent))) {
          const shippedValue = lines.filter((l) => isArticle(l.line) && l.line.vatPercent === vat).reduce((sum, l) => sum + l.cents, 0)
          const discount = lines.filter((l) => l.line.type === "Discount" && l.line.vatPercent === vat).reduce((sum, l) => sum + l.cents, 0)
          // Each item's gross and total are rounded to cents (a cent per item at most), the share once.
          const items = articles.filter((a) => a.line.vatPercent === vat).length
          expect(Math.abs(-discount - (shippedValue * percent) / 100)).toBeLessThanOrEqual(items + 1)
        }
      }),
      RUNS
    )
  })
})
