/**
 * THE cents rule of the plugin (docs/order-management.md, "Amounts and cents"): an amount in major units becomes
 * integer cents by reading its exact decimal digits and rounding half away from zero. Decimal
 * digits, not `value * 100`, because 1.005 * 100 is 100.49999… in binary floating point, and one
 * helper rounding 1.005 to 100 while another rounds it to 101 is how totals drift apart.
 * Medusa's BigNumber amounts reach it as decimal strings (riverty-order/cents.ts),
 * Riverty's wire amounts as numbers; every sum is then done on integer cents.
 */
const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i

export function amountToCents(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === "") return 0
  const text = typeof value === "number" ? String(value) : value.trim()
  const match = DECIMAL.exec(text)
  if (!match || (!match[2] && !match[3])) throw new RangeError(`not a decimal amount: ${text}`)
  const [, sign, int = "", frac = "", exp = "0"] = match
  // Shift the decimal point two places (cents) plus the exponent, then round on the first dropped digit.
  const digits = `${int}${frac}`
  const point = int.length + 2 + Number(exp)
  const kept = point <= 0 ? "0" : digits.padEnd(point, "0").slice(0, point)
  const firstDropped = point < 0 ? 0 : Number(digits[point] ?? "0")
  const magnitude = Number(kept || "0") + (firstDropped >= 5 ? 1 : 0)
  if (!Number.isSafeInteger(magnitude)) throw new RangeError(`amount out of range: ${text}`)
  return sign === "-" && magnitude !== 0 ? -magnitude : magnitude
}

/** Integer cents to major units with two decimals, the form Riverty receives. */
export const centsToAmount = (cents: number): number => Number((cents / 100).toFixed(2))

/**
 * Riverty reads refunds back as negative amounts (and refund lines with negated prices); the
 * plugin counts money given back as a positive number of cents, whatever sign it arrived with.
 */
export const refundedCents = (value: number | string | null | undefined): number => Math.abs(amountToCents(value))

/** Sum of Riverty amounts in cents (each by the rule above). */
export const sumCents = (values: ReadonlyArray<number | string | null | undefined>): number =>
  values.reduce<number>((total, value) => total + amountToCents(value), 0)

/** Rounds to cents by the rule above. */
export const roundAmount = (value: number): number => centsToAmount(amountToCents(value))

/** Sum of amounts in major units, accumulated in integer cents. */
export const sumAmounts = (values: readonly number[]): number => centsToAmount(sumCents(values))

/** Net of a gross price at a VAT rate, in cents (half-up): the plugin's one VAT rule (the emulator computes its own, to check this one). */
export function netOfGross(grossCents: number, vatPercent: number): number {
  return Math.round((grossCents * 100) / (100 + vatPercent))
}

/** The VAT in a gross price at a VAT rate, in cents: gross less its net. */
export const vatOfGross = (grossCents: number, vatPercent: number): number => grossCents - netOfGross(grossCents, vatPercent)
