import { wholeUnits, type AllocatedLine, type RivertyLine } from "./line-allocation"

export interface ReturnedQuantity {
  productId: string
  quantity: number
}

export interface CaptureLines {
  captureNumber: string
  items: RivertyLine[]
}

/**
 * Which capture each returned article was invoiced on: returned quantities are taken from the
 * captured article lines of that product, oldest capture first, at their captured prices. An
 * article returned beyond what was captured is left out (it was never invoiced).
 */
export function returnedByCapture(captures: readonly CaptureLines[], returned: readonly ReturnedQuantity[]): Map<string, AllocatedLine[]> {
  const out = new Map<string, AllocatedLine[]>()
  const room = captures.flatMap((c) =>
    c.items.filter((line) => line.grossUnitCents > 0).map((line) => ({ captureNumber: c.captureNumber, line, open: line.quantity }))
  )
  for (const { productId, quantity } of returned) {
    let left = quantity
    for (const candidate of room.filter((r) => r.line.productId === productId)) {
      if (left <= 0) break
      const take = Math.min(wholeUnits(candidate.open), left)
      if (take <= 0) continue
      candidate.open -= take
      left -= take
      const lines = out.get(candidate.captureNumber) ?? []
      lines.push({ line: candidate.line, quantity: take, cents: candidate.line.grossUnitCents * take })
      out.set(candidate.captureNumber, lines)
    }
  }
  return out
}
