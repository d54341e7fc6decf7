import type { Cents, ItemWire } from "../state/types"

// The emulator's own money arithmetic, written from the spec and the facts file rather than taken
// from the client (packages/riverty-client/src/normalise, src/riverty-order): when both sides computed with one
// function, a defect in it agreed with itself in every test between them. Everything below works on
// integer cents; floating point appears only where a wire number is read or written.

/**
 * Rounds a non-integer number of cents half away from zero, so a refund or discount line (negative)
 * rounds to the negation of the matching sale: -2.5 cents is -3, where Math.round would give -2.
 */
export function roundCents(value: number): Cents {
  const magnitude = Math.floor(Math.abs(value) + 0.5)
  return value < 0 && magnitude !== 0 ? -magnitude : magnitude
}

/**
 * A wire amount (major units, facts §1.4: `155.41`, at most two decimals or 400.007) in integer
 * cents. The decimal point is moved by exponent (`"155.41e2"`), not by multiplying by 100, because
 * 155.41 * 100 is 15540.999… in binary floating point; the exponent form parses to the exact
 * decimal. Anything finer than a cent (it cannot pass the schemas) rounds half away from zero.
 */
export function toCents(amount: number): Cents {
  if (!Number.isFinite(amount)) throw new RangeError(`not an amount: ${amount}`)
  const text = String(Math.abs(amount))
  // String() writes very small and very large numbers with an exponent; shift those arithmetically.
  const shifted = text.includes("e") ? Math.abs(amount) * 100 : Number(`${text}e2`)
  const cents = roundCents(shifted)
  return amount < 0 && cents !== 0 ? -cents : cents
}

/** Integer cents as the wire's major units: 1999 is 19.99. */
export function fromCents(cents: Cents): number {
  return cents / 100
}

/**
 * VAT rate in hundredths of a percent (25.5 % is 2550, 8.1 % is 810), so the net below is a
 * division of integers. Rates are given with at most two decimals.
 */
const basisPoints = (vatPercent: number): number => roundCents(vatPercent * 100)

/**
 * Net of a gross amount at a VAT rate: gross / (1 + rate), in cents, half away from zero. Facts §11:
 * grossUnitPrice = netUnitPrice + vatAmount (84 + 16 = 100 at 19 %). Computed as the integer quotient
 * gross * 10000 / (10000 + rate in basis points) with the remainder deciding the rounding.
 */
export function netCentsOfGross(grossCents: Cents, vatPercent: number): Cents {
  const divisor = 10_000 + basisPoints(vatPercent)
  const numerator = Math.abs(grossCents) * 10_000
  const quotient = Math.floor(numerator / divisor)
  const net = 2 * (numerator - quotient * divisor) >= divisor ? quotient + 1 : quotient
  return grossCents < 0 && net !== 0 ? -net : net
}

/** Cents of a unit price times a quantity; quantities may be fractional by agreement, so round per line. */
export function lineCents(unitCents: Cents, quantity: number): Cents {
  return roundCents(unitCents * quantity)
}

/** Line total in cents (gross unit price x quantity). */
export function lineGrossCents(item: ItemWire): Cents {
  return lineCents(toCents(item.grossUnitPrice), item.quantity)
}

export function lineNetCents(item: ItemWire): Cents {
  return lineCents(toCents(item.netUnitPrice), item.quantity)
}

export function itemsGrossCents(items: readonly ItemWire[]): Cents {
  return items.reduce((sum, item) => sum + lineGrossCents(item), 0)
}

export function itemsNetCents(items: readonly ItemWire[]): Cents {
  return items.reduce((sum, item) => sum + lineNetCents(item), 0)
}
