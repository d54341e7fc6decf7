import { centsToAmount } from "./cents"

/** The amounts both sides keep of an order's money, compared one by one. */
export const RECONCILED_AMOUNTS = ["authorized", "captured", "refunded", "voided"] as const
export type ReconciledAmount = (typeof RECONCILED_AMOUNTS)[number]

export type AmountsInCents = Record<ReconciledAmount, number>

export interface AmountDifference {
  amount: ReconciledAmount
  /** Both in the currency's units (the admin's numbers), not cents. */
  medusa: number
  riverty: number
  message: string
}

// What a gap most often means, so the merchant knows where to look.
const LIKELY_CAUSE: Record<ReconciledAmount, { rivertyMore: string; medusaMore: string }> = {
  authorized: {
    rivertyMore: "the order was changed at Riverty (or an order edit reached Riverty) without Medusa's payment following",
    medusaMore: "the order was reduced at Riverty, or an order edit has not reached Riverty yet",
  },
  captured: {
    rivertyMore: "a capture was made at Riverty outside Medusa, or its notification has not been applied yet",
    medusaMore: "a capture recorded in Medusa never reached Riverty",
  },
  refunded: {
    rivertyMore: "a refund was made at Riverty outside Medusa, or its notification has not been applied yet",
    medusaMore: "a refund recorded in Medusa never reached Riverty",
  },
  voided: {
    rivertyMore: "the authorization was cancelled at Riverty while Medusa's payment is still open",
    medusaMore: "Medusa's payment was cancelled but Riverty still holds the authorization",
  },
}

/**
 * Order statuses at Riverty in which the order's total was authorized: accepted, or accepted and
 * then voided or expired (Riverty keeps the authorized total after a void). `Pending` (a hosted
 * page the shopper has not finished) and `Rejected` authorized nothing, nor does an unknown status.
 */
const AUTHORIZING_STATUSES = new Set(["Accepted", "Cancelled", "Expired"])

/** What Riverty authorized of an order, in cents: its total, once its status says it was authorized. */
export function rivertyAuthorizedCents(status: string | null | undefined, totalCents: number): number {
  return AUTHORIZING_STATUSES.has(String(status)) ? totalCents : 0
}

const money = (cents: number, currency: string) => `${centsToAmount(cents).toFixed(2)} ${currency.toUpperCase()}`

/** Why Riverty authorized nothing while Medusa holds an authorization, when its status says so. */
function unauthorizedCause(status: string | null | undefined): string | null {
  if (AUTHORIZING_STATUSES.has(String(status))) return null
  return `Riverty's order is ${status ?? "without a status"}, so nothing is authorized there (a hosted page the shopper has not finished, or a refusal)`
}

/**
 * Each amount on which Medusa and Riverty disagree, in words: both values, the gap and its likely
 * cause. Empty when the order is in sync. Integer cents in, so a rounding never reads as a gap.
 * `rivertyStatus` (the order's status at Riverty) names the cause when Riverty authorized nothing.
 */
export function reconcileAmounts(
  medusa: AmountsInCents,
  riverty: AmountsInCents,
  currency: string,
  rivertyStatus?: string | null,
): AmountDifference[] {
  return RECONCILED_AMOUNTS.filter((amount) => medusa[amount] !== riverty[amount]).map((amount) => {
    const gap = riverty[amount] - medusa[amount]
    const statusCause = amount === "authorized" && gap < 0 && rivertyStatus !== undefined ? unauthorizedCause(rivertyStatus) : null
    const cause = statusCause ?? (gap > 0 ? LIKELY_CAUSE[amount].rivertyMore : LIKELY_CAUSE[amount].medusaMore)
    const side = gap > 0 ? "Riverty" : "Medusa"
    return {
      amount,
      medusa: centsToAmount(medusa[amount]),
      riverty: centsToAmount(riverty[amount]),
      message:
        `${amount[0].toUpperCase()}${amount.slice(1)} differs: Medusa has ${money(medusa[amount], currency)}, ` +
        `Riverty has ${money(riverty[amount], currency)}; ${side} is ${money(Math.abs(gap), currency)} higher. ` +
        `Likely cause: ${cause}.`,
    }
  })
}
