// Test fixtures shared by the allocation specs (not a spec itself: jest runs *.unit.spec.ts only).
import { openLinesOf, type AllocatedLine, type OpenLine, type RivertyLine, type ShippedQuantity } from "../line-allocation"
import type { CaptureBalance } from "../refund-allocation"

export const line = (productId: string, type: RivertyLine["type"], quantity: number, grossUnitCents: number, vatPercent: number): RivertyLine => ({
  productId,
  description: productId,
  type,
  quantity,
  grossUnitCents,
  netUnitCents: Math.round((grossUnitCents * 100) / (100 + vatPercent)),
  vatPercent,
})

// 2 x 11.90 at 19 %, 3 x 5.35 at 7 %, shipping 5.95 at 19 %, 10 % off the articles per VAT rate.
export const ORDER: RivertyLine[] = [
  line("SKU-A", "PhysicalArticle", 2, 1190, 19),
  line("SKU-B", "PhysicalArticle", 3, 535, 7),
  line("shipping-sm_1", "ShippingFee", 1, 595, 19),
  line("discount-vat-19", "Discount", 1, -238, 19),
  line("discount-vat-7", "Discount", 1, -161, 7),
]
export const TOTAL = 2380 + 1605 + 595 - 238 - 161

export const sum = (lines: { cents: number }[]) => lines.reduce((s, l) => s + l.cents, 0)

export const perProduct = (lines: { line: RivertyLine; quantity: number }[]) => {
  const out = new Map<string, number>()
  for (const l of lines) out.set(l.line.productId, (out.get(l.line.productId) ?? 0) + l.quantity)
  return out
}

/** A capture of whole articles (1190 at 19 %, 535 at 7 %) nothing of which is refunded yet. */
export const articleCapture = (captureNumber: string, skuA: number, skuB: number): CaptureBalance => ({
  captureNumber,
  balanceCents: skuA * 1190 + skuB * 535,
  items: [line("SKU-A", "PhysicalArticle", skuA, 1190, 19), line("SKU-B", "PhysicalArticle", skuB, 535, 7)],
  refunded: [],
})

/**
 * 50 random sequences of shipments of the ORDER's articles (seeded, so reproducible), each
 * allocated over what earlier captures left open; returns the captures of every sequence.
 */
export function randomShipmentRuns(seed: number, capture: (open: OpenLine[], shipment: ShippedQuantity[]) => AllocatedLine[]): AllocatedLine[][][] {
  const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647)
  const runs: AllocatedLine[][][] = []
  for (let run = 0; run < 50; run++) {
    const left = new Map([["SKU-A", 2], ["SKU-B", 3]])
    const captures: AllocatedLine[][] = []
    while ([...left.values()].some((q) => q > 0)) {
      const shipment = [...left.entries()]
        .filter(([, q]) => q > 0)
        .map(([productId, q]) => ({ productId, quantity: Math.floor(random() * (q + 1)) }))
        .filter((s) => s.quantity > 0)
      if (shipment.length === 0) continue
      const open = openLinesOf(ORDER, captures.flat().map((l) => ({ ...l.line, quantity: l.quantity })))
      captures.push(capture(open, shipment))
      for (const s of shipment) left.set(s.productId, (left.get(s.productId) ?? 0) - s.quantity)
    }
    runs.push(captures)
  }
  return runs
}
