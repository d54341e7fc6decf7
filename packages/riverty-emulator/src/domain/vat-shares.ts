import type { Cents, ItemWire } from "../state/types"
import { fromCents, lineGrossCents, netCentsOfGross } from "./money"

/** One VAT rate's part of an amount that names no lines. */
export interface VatShare {
  vatPercent: number
  grossCents: Cents
  netCents: Cents
}

/**
 * Splits an amount over the VAT rates of the given lines in proportion to their gross, so a
 * capture or void by amount keeps the order's rates (Riverty does not document how it books one).
 * Cents are handed out by largest remainder, so the shares add up to the amount exactly. Lines
 * that net to nothing or less at a rate (discounts) give that rate no share; without any positive
 * rate the whole amount is one 0 % share.
 */
export function vatShares(lines: readonly ItemWire[], amountCents: Cents): VatShare[] {
  const byRate = new Map<number, Cents>()
  for (const line of lines) {
    const rate = line.vatPercent ?? 0
    byRate.set(rate, (byRate.get(rate) ?? 0) + lineGrossCents(line))
  }
  const rates = [...byRate].filter(([, gross]) => gross > 0)
  const base = rates.reduce((sum, [, gross]) => sum + gross, 0)
  if (base <= 0) return [{ vatPercent: 0, grossCents: amountCents, netCents: amountCents }]
  const parts = rates.map(([rate, gross]) => {
    const exact = (amountCents * gross) / base
    return { rate, cents: Math.floor(exact), rest: exact - Math.floor(exact) }
  })
  let missing = amountCents - parts.reduce((sum, p) => sum + p.cents, 0)
  for (const part of [...parts].sort((a, b) => b.rest - a.rest)) {
    if (missing <= 0) break
    part.cents += 1
    missing -= 1
  }
  return parts
    .filter((p) => p.cents !== 0)
    .map((p) => ({ vatPercent: p.rate, grossCents: p.cents, netCents: netCentsOfGross(p.cents, p.rate) }))
}

/** The shares as order lines (one of each rate, quantity 1), for the records of a void by amount. */
export function shareLines(shares: readonly VatShare[], description: (share: VatShare) => string): ItemWire[] {
  return shares.map((share) => ({
    productId: `VAT-${share.vatPercent}`,
    description: description(share),
    grossUnitPrice: fromCents(share.grossCents),
    netUnitPrice: fromCents(share.netCents),
    quantity: 1,
    vatPercent: share.vatPercent,
    vatAmount: fromCents(share.grossCents - share.netCents),
  }))
}

/**
 * Whether lines stand for an amount: their gross within a cent per line of it, the tolerance of
 * the totals check, since fractional quantities round per line.
 */
export function linesCover(lines: readonly ItemWire[], amountCents: Cents): boolean {
  const gross = lines.reduce((sum, line) => sum + lineGrossCents(line), 0)
  return lines.length > 0 && Math.abs(gross - amountCents) <= lines.length
}
