import type { BigNumberInput } from "@medusajs/framework/types"
import { MathBN } from "@medusajs/framework/utils"
import { amountToCents, centsToAmount } from "../../../riverty/normalise/amounts"

/** A Medusa amount (any of its forms, BigNumber raw values included) in cents, by the plugin's one rule. */
export function toCents(amount: BigNumberInput | null | undefined): number {
  if (amount === null || amount === undefined) return 0
  return amountToCents(MathBN.convert(amount).toFixed())
}

/** Integer cents to major units with two decimals, the form Riverty receives. */
export const fromCents = centsToAmount

/** The exact sum of Medusa amounts (no rounding: the rule is applied to the total, not to each). */
export const sumMedusa = (amounts: ReadonlyArray<BigNumberInput | null | undefined>): BigNumberInput =>
  amounts.reduce<BigNumberInput>((sum, a) => (a === null || a === undefined ? sum : MathBN.add(sum, a)), MathBN.convert(0))

/**
 * The cents one capture or refund sends to Riverty: what brings Riverty from Medusa's total
 * before it, in cents, to Medusa's total after it, in cents. Rounding each operation on its own
 * would let sub-cent amounts add up to a difference (two refunds of 1.005 are 2.02 at Riverty but
 * 2.01 in Medusa); rounding the running total keeps Riverty at Medusa's total in cents after every
 * operation, and each operation within half a cent of its Medusa amount (it may be 0 cents). Sub-
 * cent amounts are not refused, because Medusa itself produces them (tax-inclusive totals), and
 * the capture or refund of such a total must go through.
 */
export function operationCents(bookedBefore: BigNumberInput, amount: BigNumberInput): number {
  return toCents(MathBN.add(bookedBefore, amount)) - toCents(bookedBefore)
}
