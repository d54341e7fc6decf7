import { businessError, type ResponseMessage } from "../core/messages"
import type { ItemWire } from "../state/types"
import { CODES } from "../core/codes"
import { itemsGrossCents, itemsNetCents, toCents } from "./money"

export interface SummaryLike {
  totalGrossAmount: number
  totalNetAmount: number
  items?: ItemWire[]
}

/**
 * totalGrossAmount must equal the sum of grossUnitPrice x quantity (400.102); totalNetAmount the
 * sum of net prices (400.101), where a cent per line is tolerated because net prices are derived.
 */
export function checkTotals(summary: SummaryLike, prefix: string): ResponseMessage[] {
  if (!summary.items || summary.items.length === 0) return []
  const out: ResponseMessage[] = []
  if (itemsGrossCents(summary.items) !== toCents(summary.totalGrossAmount)) {
    out.push(
      businessError(
        CODES.grossMismatch,
        "Gross amount does not match the item prices.",
        `${prefix}.totalGrossAmount`,
      ),
    )
  }
  if (Math.abs(itemsNetCents(summary.items) - toCents(summary.totalNetAmount)) > summary.items.length) {
    out.push(
      businessError(CODES.netMismatch, "totalNetAmount does not match the item prices.", `${prefix}.totalNetAmount`),
    )
  }
  return out
}

/** Quantity per productId over a list of lines. */
export function quantities(items: readonly ItemWire[]): Map<string, number> {
  const out = new Map<string, number>()
  for (const item of items) out.set(item.productId, (out.get(item.productId) ?? 0) + item.quantity)
  return out
}
