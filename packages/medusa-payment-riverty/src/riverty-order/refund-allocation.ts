import { adjustingLine, centsOf, shareOf, splitCents, wholeUnits, type AllocatedLine, type RivertyLine } from "./line-allocation"
import { netOfGross } from "./cents"
import { OrderMoneyError } from "./errors"

/** A capture at Riverty as the refund plan needs it. */
export interface CaptureBalance {
  captureNumber: string
  balanceCents: number
  /** The captured lines (empty when the capture was by amount only). */
  items: RivertyLine[]
  /** Lines of earlier refunds of this capture, with the prices as they were sent. */
  refunded: RivertyLine[]
}

/** One refund call: a capture, the cents it gives back, and its lines (none: the whole balance). */
export interface RefundPart {
  captureNumber: string
  cents: number
  items?: AllocatedLine[]
}

const EPSILON = 1e-9

/**
 * Spreads a refund over the captures that still have a balance, newest first (the goods of the
 * latest invoice are the likeliest to come back). A capture refunded in full gets no lines; a
 * part gets lines of that capture so the credit note carries the captured VAT rates.
 */
export function planRefund(captures: readonly CaptureBalance[], cents: number, decimalQuantities = false): RefundPart[] {
  const available = captures.reduce((sum, c) => sum + Math.max(c.balanceCents, 0), 0)
  if (cents <= 0) throw new OrderMoneyError("A refund must be positive")
  if (cents > available) throw new OrderMoneyError(`Refund of ${cents} cents exceeds the captured balance of ${available}`)
  const parts: RefundPart[] = []
  let left = cents
  for (const capture of [...captures].reverse()) {
    if (left === 0) break
    if (capture.balanceCents <= 0) continue
    const take = Math.min(capture.balanceCents, left)
    parts.push(
      take === capture.balanceCents
        ? { captureNumber: capture.captureNumber, cents: take }
        : { captureNumber: capture.captureNumber, cents: take, items: refundLines(capture, take, decimalQuantities) }
    )
    left -= take
  }
  return parts
}

/**
 * Lines worth `cents` out of one capture: the amount is split over the capture's VAT rates in
 * proportion to what each rate still holds, and within a rate taken from its positive lines in
 * quantities not yet refunded, at their captured unit prices: whole units, and the cents no unit
 * fits as an adjusting line on the cheapest unit not yet refunded (see `adjustingLine`), unless
 * `decimalQuantities` allows a fraction of a line. What a rate still holds after its units were
 * used up (an earlier adjusting line took a unit for part of its price) goes on a refund share
 * line of that rate (see `refundShareLine`).
 */
export function refundLines(capture: CaptureBalance, cents: number, decimalQuantities = false): AllocatedLine[] {
  if (capture.items.length === 0) {
    // Nothing to match: a capture by amount. One line without VAT is all that can be said.
    const line: RivertyLine = { productId: "refund", description: "Refund", quantity: 1, grossUnitCents: cents, netUnitCents: cents, vatPercent: 0 }
    return [{ line, quantity: 1, cents }]
  }
  const rates = [...new Set(capture.items.map((i) => i.vatPercent))]
  const remainingByRate = rates.map((rate) => {
    const captured = capture.items.filter((i) => i.vatPercent === rate).reduce((s, i) => s + centsOf(i, i.quantity), 0)
    const refunded = capture.refunded.filter((i) => i.vatPercent === rate).reduce((s, i) => s + centsOf(i, i.quantity), 0)
    return Math.max(captured - refunded, 0)
  })
  const shares = splitCents(cents, remainingByRate, remainingByRate)

  // Quantities of positive lines not yet refunded, consumed per product in line order.
  const refundedQty = new Map<string, number>()
  for (const r of capture.refunded) {
    if (r.grossUnitCents > 0) refundedQty.set(r.productId, (refundedQty.get(r.productId) ?? 0) + r.quantity)
  }
  const room = capture.items
    .filter((i) => i.grossUnitCents > 0)
    .map((line) => {
      const used = Math.min(refundedQty.get(line.productId) ?? 0, line.quantity)
      refundedQty.set(line.productId, (refundedQty.get(line.productId) ?? 0) - used)
      return { line, open: line.quantity - used }
    })

  const out: AllocatedLine[] = []
  rates.forEach((rate, index) => {
    let left = shares[index]
    const candidates = room.filter((r) => r.line.vatPercent === rate)
    if (!decimalQuantities) {
      for (const candidate of candidates) {
        const units = Math.min(wholeUnits(candidate.open), Math.floor(left / candidate.line.grossUnitCents))
        if (units <= 0) continue
        out.push({ line: candidate.line, quantity: units, cents: units * candidate.line.grossUnitCents })
        left -= units * candidate.line.grossUnitCents
        candidate.open -= units
      }
      const host = candidates.filter((c) => wholeUnits(c.open) >= 1).sort((a, b) => a.line.grossUnitCents - b.line.grossUnitCents)[0]
      if (left > 0 && host) {
        out.push(adjustingLine(host.line, left))
        host.open -= 1
        left = 0
      }
    }
    // A fraction only with `decimalQuantities`, or of a line Riverty already holds in a fraction
    // (captured with decimal quantities): no whole unit is left there to carry an adjustment.
    for (const candidate of candidates) {
      if (left <= 0) break
      if (candidate.open <= EPSILON) continue
      const value = centsOf(candidate.line, candidate.open)
      if (value <= left) {
        out.push({ line: candidate.line, quantity: candidate.open, cents: value })
        left -= value
        candidate.open = 0
      } else {
        const part = shareOf(candidate.line, left)
        out.push(part)
        candidate.open -= part.quantity
        left = 0
      }
    }
    if (left > 0) out.push(refundShareLine(rate, left))
  })
  return out
}

/**
 * The part of a refund at one VAT rate that no captured unit can carry any more: a line of its
 * own (quantity 1, productId `refund-share-<rate>`) so it counts against no product's captured
 * quantity, at the rate the invoice charged, so the credit note's VAT per rate stays right.
 */
export function refundShareLine(vatPercent: number, cents: number): AllocatedLine {
  const line: RivertyLine = {
    productId: `refund-share-${vatPercent}`,
    description: `Refund share at ${vatPercent}% VAT`,
    quantity: 1,
    grossUnitCents: cents,
    netUnitCents: netOfGross(cents, vatPercent),
    vatPercent,
  }
  return { line, quantity: 1, cents }
}
