import { captureRequestSchema } from "riverty-client"
import {
  allocateAmount,
  allocateShipment,
  centsOf,
  lineFromResponse,
  openLinesOf,
  splitCents,
  toItems,
  type AllocatedLine,
  type RivertyLine,
} from "../line-allocation"
import { line, ORDER, randomShipmentRuns, TOTAL } from "./lines"


const asTaken = (lines: AllocatedLine[]): RivertyLine[] => lines.map((l) => ({ ...l.line, quantity: l.quantity }))

/** What the service checks on a capture: totals from rounded lines, quantities per product. */
function expectValidCapture(lines: AllocatedLine[]) {
  const totals = toItems(lines)
  const parsed = captureRequestSchema.safeParse({
    orderDetails: { totalGrossAmount: totals.totalGrossAmount, totalNetAmount: totals.totalNetAmount, currency: "EUR", items: totals.items },
  })
  expect(parsed.success).toBe(true)
  const serviceGross = totals.items.reduce((sum, i) => sum + Math.round(Math.round(Number(i.grossUnitPrice) * 100) * Number(i.quantity)), 0)
  expect(serviceGross).toBe(Math.round(totals.totalGrossAmount * 100))
  const serviceNet = totals.items.reduce((sum, i) => sum + Math.round(Math.round(Number(i.netUnitPrice) * 100) * Number(i.quantity)), 0)
  expect(Math.abs(serviceNet - Math.round(totals.totalNetAmount * 100))).toBeLessThanOrEqual(totals.items.length)
  return totals
}

function expectWithinOrder(captures: AllocatedLine[][]) {
  const taken = new Map<string, number>()
  for (const c of captures) for (const l of c) taken.set(l.line.productId, (taken.get(l.line.productId) ?? 0) + l.quantity)
  for (const [productId, quantity] of taken) {
    const ordered = ORDER.filter((o) => o.productId === productId).reduce((s, o) => s + o.quantity, 0)
    expect(quantity).toBeLessThanOrEqual(ordered + 1e-9)
  }
}

describe("capture on shipment", () => {
  it("captures the shipped lines with their share of shipping and of the discount of their VAT rate", () => {
    const first = allocateShipment(openLinesOf(ORDER, []), [{ productId: "SKU-A", quantity: 2 }], { decimalQuantities: true })
    const byId = Object.fromEntries(first.map((l) => [l.line.productId, l]))
    expect(byId["SKU-A"]).toMatchObject({ quantity: 2, cents: 2380 })
    expect(byId["SKU-B"]).toBeUndefined()
    // Shipping by value: 2380 of 3985 open article cents.
    expect(byId["shipping-sm_1"].cents).toBe(Math.round((595 * 2380) / 3985))
    // All 19 % articles shipped: the whole 19 % discount; none of the 7 % one.
    expect(byId["discount-vat-19"].cents).toBe(-238)
    expect(byId["discount-vat-7"]).toBeUndefined()
    expectValidCapture(first)

    const second = allocateShipment(openLinesOf(ORDER, asTaken(first)), [{ productId: "SKU-B", quantity: 3 }], { decimalQuantities: true })
    const secondById = Object.fromEntries(second.map((l) => [l.line.productId, l]))
    expect(secondById["SKU-B"]).toMatchObject({ quantity: 3, cents: 1605 })
    expect(secondById["shipping-sm_1"].cents).toBe(595 - byId["shipping-sm_1"].cents)
    expect(secondById["discount-vat-7"].cents).toBe(-161)
    expectValidCapture(second)
    expect(toItems(first).totalGrossCents + toItems(second).totalGrossCents).toBe(TOTAL)
    expectWithinOrder([first, second])
  })

  it("adds up to the authorized total for any sequence of shipments", () => {
    const runs = randomShipmentRuns(7, (open, shipment) => {
      const lines = allocateShipment(open, shipment, { decimalQuantities: true })
      expectValidCapture(lines)
      return lines
    })
    for (const captures of runs) {
      expect(captures.reduce((sum, c) => sum + toItems(c).totalGrossCents, 0)).toBe(TOTAL)
      expectWithinOrder(captures)
    }
  })

  it("refuses to capture more of an article than is open", () => {
    expect(() => allocateShipment(openLinesOf(ORDER, []), [{ productId: "SKU-A", quantity: 3 }])).toThrow(/only 2/)
    expect(() => allocateShipment(openLinesOf(ORDER, []), [{ productId: "SKU-X", quantity: 1 }])).toThrow(/SKU-X/)
  })
})

describe("capture of an amount", () => {
  it("captures 40 % as the same share of every line, then exactly the rest", () => {
    const forty = Math.round(TOTAL * 0.4)
    const first = allocateAmount(openLinesOf(ORDER, []), forty)
    expect(expectValidCapture(first).totalGrossCents).toBe(forty)
    const open = openLinesOf(ORDER, asTaken(first))
    const rest = allocateAmount(open, TOTAL - forty)
    expect(expectValidCapture(rest).totalGrossCents).toBe(TOTAL - forty)
    expectWithinOrder([first, rest])
    expect(openLinesOf(ORDER, [...asTaken(first), ...asTaken(rest)])).toEqual([])
  })

  it("refuses more than is open", () => {
    expect(() => allocateAmount(openLinesOf(ORDER, []), TOTAL + 1)).toThrow(/Cannot allocate/)
  })
})

describe("line helpers", () => {
  it("matches taken lines of split prices to their own order line", () => {
    const split = [line("SKU-C", "PhysicalArticle", 2, 333, 19), line("SKU-C", "PhysicalArticle", 1, 334, 19)]
    const open = openLinesOf(split, [{ ...split[1], quantity: 1 }])
    expect(open).toEqual([{ line: split[0], open: 2 }])
  })

  it("reads refund lines back with the prices that were sent", () => {
    const read = lineFromResponse({ productId: "SKU-A", grossUnitPrice: -11.9, netUnitPrice: -10, quantity: 1, vatPercent: 19 }, true)
    expect(read).toMatchObject({ grossUnitCents: 1190, netUnitCents: 1000 })
    expect(centsOf(read, 0.5)).toBe(595)
  })

  it("splits cents exactly, never above a limit", () => {
    const parts = splitCents(100, [1, 1, 1], [34, 34, 34])
    expect(parts.reduce((a, b) => a + b, 0)).toBe(100)
    expect(Math.max(...parts)).toBeLessThanOrEqual(34)
  })
})
