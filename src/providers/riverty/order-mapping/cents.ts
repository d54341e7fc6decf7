import type { BigNumberInput } from "@medusajs/framework/types"
import { MathBN } from "@medusajs/framework/utils"

// bignumber.js ROUND_HALF_UP (half away from zero); bignumber.js itself is not a direct dependency.
const ROUND_HALF_UP = 4

/** Major units (any Medusa amount form) to integer cents; every sum is done on these. */
export function toCents(amount: BigNumberInput | null | undefined): number {
  if (amount === null || amount === undefined) return 0
  return MathBN.convert(amount).times(100).integerValue(ROUND_HALF_UP).toNumber()
}

/** Integer cents to major units with two decimals, the form Riverty receives. */
export const fromCents = (cents: number): number => Number((cents / 100).toFixed(2))
