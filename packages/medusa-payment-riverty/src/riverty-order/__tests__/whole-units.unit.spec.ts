import { captureRequestSchema } from "riverty-client"
import { allocateRest, allocateShipment, allocateWholeUnits, openLinesOf, toItems, type RivertyLine } from "../line-allocation"
import { refundLines } from "../refund-allocation"
import { articleCapture, line, ORDER, perProduct, randomShipmentRuns, sum, TOTAL } from "./lines"


describe("allocation in whole units", () => {
  it("sends whole quantities that add up to any amount, with one adjusting line on an order product", () => {
    const open = openLinesOf(ORDER, [])
    for (let cents = 1; cents < TOTAL; cents += 37) {
      const lines = allocateWholeUnits(open, cents)!
      expect(sum(lines)).toBe(cents)
      for (const l of lines) expect(Number.isInteger(l.quantity)).toBe(true)
      const adjusting = lines.filter((l) => l.line.description.endsWith("(adjusting line)"))
      expect(adjusting.length).toBeLessThanOrEqual(1)
      // Within the open quantity of every product (Riverty counts quantities per productId).
      for (const [productId, quantity] of perProduct(lines)) {
        expect(quantity).toBeLessThanOrEqual(ORDER.filter((o) => o.productId === productId).reduce((s, o) => s + o.quantity, 0))
      }
      const items = toItems(lines)
      expect(captureRequestSchema.safeParse({ orderDetails: { totalGrossAmount: items.totalGrossAmount, totalNetAmount: items.totalNetAmount, items: items.items } }).success).toBe(true)
    }
  })

  it("takes everything open whole for the open total, and the adjusting unit counts as taken afterwards", () => {
    const open = openLinesOf(ORDER, [])
    expect(allocateWholeUnits(open, TOTAL)!.map((l) => l.quantity)).toEqual([2, 3, 1, 1, 1])
    const first = allocateWholeUnits(open, 1500)!
    expect(first.map((l) => [l.line.productId, l.quantity, l.cents])).toEqual([
      ["SKU-A", 1, 1190],
      ["SKU-B", 1, 310],
    ])
    expect(first[1].line.description).toBe("SKU-B (adjusting line)")
    const after = openLinesOf(ORDER, first.map((l) => ({ ...l.line, quantity: l.quantity })))
    expect(after.find((o) => o.line.productId === "SKU-B")?.open).toBe(2)
    // The rest: every open unit, one of them adjusted by the 535 - 310 cents of SKU-B not yet captured.
    const rest = allocateRest(after, 535 - 310)!
    expect(sum(rest)).toBe(TOTAL - 1500)
    for (const l of rest) expect(Number.isInteger(l.quantity)).toBe(true)
    const taken = perProduct([...first, ...rest])
    for (const o of ORDER) expect(taken.get(o.productId)).toBe(o.quantity)
  })

  it("refunds a part of a capture in whole units and an adjusting line", () => {
    const capture = articleCapture("800090009", 2, 3)
    const lines = refundLines(capture, 1000)
    expect(sum(lines)).toBe(1000)
    for (const l of lines) expect(Number.isInteger(l.quantity)).toBe(true)
    expect(lines.filter((l) => l.line.description.endsWith("(adjusting line)")).length).toBeGreaterThan(0)
    // With decimalQuantities the same refund is a share of the lines.
    const decimal = refundLines(capture, 1000, true)
    expect(sum(decimal)).toBe(1000)
    expect(decimal.some((l) => !Number.isInteger(l.quantity))).toBe(true)
  })

  it("captures shipments in whole units that add up to the authorized total for any sequence", () => {
    const runs = randomShipmentRuns(11, (open, shipment) => {
      const lines = allocateShipment(open, shipment)
      // No shares in whole units: every line at its own unit price.
      for (const l of lines) expect(ORDER.some((o) => o.productId === l.line.productId && o.grossUnitCents === l.line.grossUnitCents)).toBe(true)
      for (const l of lines) expect(Number.isInteger(l.quantity)).toBe(true)
      const items = toItems(lines)
      expect(captureRequestSchema.safeParse({ orderDetails: { totalGrossAmount: items.totalGrossAmount, totalNetAmount: items.totalNetAmount, items: items.items } }).success).toBe(true)
      return lines
    })
    for (const captures of runs) {
      expect(sum(captures.flat())).toBe(TOTAL)
      for (const [productId, quantity] of perProduct(captures.flat())) {
        expect(quantity).toBeLessThanOrEqual(ORDER.filter((o) => o.productId === productId).reduce((s, o) => s + o.quantity, 0))
      }
    }
  })
})

describe("shipments in whole units", () => {
  it("keeps a big discount for the last shipment when taking it whole would leave an invoice at zero or below", () => {
    // The 19 % article is free after its discount: shipped first, its invoice would come to 0.
    const order: RivertyLine[] = [
      line("FREE", "PhysicalArticle", 1, 500, 19),
      line("BOOK", "PhysicalArticle", 1, 5000, 7),
      line("discount-vat-19", "Discount", 1, -500, 19),
    ]
    const first = allocateShipment(openLinesOf(order, []), [{ productId: "FREE", quantity: 1 }])
    expect(first.map((l) => l.line.productId)).toEqual(["FREE"])
    const open = openLinesOf(order, first.map((l) => ({ ...l.line, quantity: l.quantity })))
    const last = allocateShipment(open, [{ productId: "BOOK", quantity: 1 }])
    expect(last.map((l) => l.line.productId)).toEqual(["BOOK", "discount-vat-19"])
    expect(sum([...first, ...last])).toBe(5000)
  })
})
