import { amountToCents } from "riverty-client/normalise/amounts"

export { amountToCents, centsToAmount, netOfGross, refundedCents, sumCents, vatOfGross } from "riverty-client/normalise/amounts"

/**
 * A money amount in any form Medusa hands one over (Medusa's `BigNumberInput`): a number, a
 * decimal string, a raw value `{ value }`, a bignumber.js number, or Medusa's BigNumber (which
 * carries a bignumber.js number as `bigNumber`). Described by shape so this folder stays free of
 * Medusa imports.
 */
export type MoneyAmount =
  | number
  | string
  | { value: string | number; [key: string]: unknown }
  | { toFixed(): string }
  | { bigNumber?: { toFixed(): string }; raw?: { value: string | number } }
  | null
  | undefined

/** The exact decimal digits of an amount (no rounding, no binary floating point). */
function decimalText(amount: MoneyAmount): string {
  if (amount === null || amount === undefined) return "0"
  if (typeof amount === "number" || typeof amount === "string") return String(amount)
  const big = amount as { bigNumber?: { toFixed(): string }; raw?: { value: string | number }; value?: string | number; toFixed?: () => string }
  if (big.bigNumber && typeof big.bigNumber.toFixed === "function") return big.bigNumber.toFixed()
  if (typeof big.toFixed === "function") return big.toFixed()
  if (big.value !== undefined && big.value !== null) return String(big.value)
  if (big.raw?.value !== undefined && big.raw.value !== null) return String(big.raw.value)
  return "0"
}

/** A Medusa amount (any of its forms, BigNumber raw values included) in cents, by the plugin's one rule. */
export function toCents(amount: MoneyAmount): number {
  return amountToCents(decimalText(amount))
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i

/** A decimal as an integer and a power-of-ten scale (value = digits / 10^scale), exactly. */
function scaled(text: string): { digits: bigint; scale: number } {
  const match = DECIMAL.exec(text.trim())
  if (!match || (!match[2] && !match[3])) throw new RangeError(`not a decimal amount: ${text}`)
  const [, sign, int = "", frac = "", exp = "0"] = match
  let scale = frac.length - Number(exp)
  let digits = BigInt(`${int}${frac}` || "0")
  if (scale < 0) {
    digits *= BigInt(10) ** BigInt(-scale)
    scale = 0
  }
  return { digits: sign === "-" ? -digits : digits, scale }
}

/** The exact sum of amounts as a decimal string (no rounding: the rule is applied to the total, not to each). */
export function sumMoney(amounts: ReadonlyArray<MoneyAmount>): string {
  const parts = amounts.filter((a) => a !== null && a !== undefined).map((a) => scaled(decimalText(a)))
  const scale = parts.reduce((max, p) => Math.max(max, p.scale), 0)
  const total = parts.reduce((sum, p) => sum + p.digits * BigInt(10) ** BigInt(scale - p.scale), BigInt(0))
  const negative = total < BigInt(0)
  const text = (negative ? -total : total).toString().padStart(scale + 1, "0")
  const int = text.slice(0, text.length - scale)
  const frac = text.slice(text.length - scale)
  return `${negative ? "-" : ""}${int}${frac ? `.${frac}` : ""}`
}

/**
 * The cents one capture or refund sends to Riverty: what brings Riverty from Medusa's total
 * before it, in cents, to Medusa's total after it, in cents. Rounding each operation on its own
 * would let sub-cent amounts add up to a difference (two refunds of 1.005 are 2.02 at Riverty but
 * 2.01 in Medusa); rounding the running total keeps Riverty at Medusa's total in cents after every
 * operation, and each operation within half a cent of its Medusa amount (it may be 0 cents). Sub-
 * cent amounts are not refused, because Medusa itself produces them (tax-inclusive totals), and
 * the capture or refund of such a total must go through.
 */
export function operationCents(bookedBefore: MoneyAmount, amount: MoneyAmount): number {
  return toCents(sumMoney([bookedBefore, amount])) - toCents(bookedBefore)
}
