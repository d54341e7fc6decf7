import { businessError, type ResponseMessage } from "../../core/messages"
import type { ItemWire, OrderRecord } from "../../state/types"
import { quantities } from "../../domain/totals"

/** Quantity per product that is neither captured nor voided yet. */
export function openQuantities(order: OrderRecord): Map<string, number> {
  const open = quantities(order.items)
  const taken = [...order.captures.flatMap((c) => c.items), ...order.cancellations.flatMap((c) => c.items)]
  for (const [productId, qty] of quantities(taken)) {
    open.set(productId, (open.get(productId) ?? 0) - qty)
  }
  return open
}

/**
 * Lines of a partial capture or void must be lines of the order, in quantities still open. Their
 * unit prices are not compared with the order's (see the emulator README, "Differences and choices").
 * Returns the lines with the order's lineNumber attached (the invoice references it).
 */
export function checkLines(
  order: OrderRecord,
  lines: readonly ItemWire[],
  code: string,
  prefix: string,
): { ok: true; items: ItemWire[] } | { ok: false; messages: ResponseMessage[] } {
  const open = openQuantities(order)
  const requested = new Map<string, number>()
  const messages: ResponseMessage[] = []
  const items: ItemWire[] = []
  lines.forEach((line, index) => {
    const ordered = order.items.find((i) => i.productId === line.productId)
    if (!ordered) {
      messages.push(businessError(code, `Item ${line.productId} is not part of the order.`, `${prefix}[${index}].productId`))
      return
    }
    const total = (requested.get(line.productId) ?? 0) + line.quantity
    requested.set(line.productId, total)
    if (total > (open.get(line.productId) ?? 0) + 1e-9) {
      messages.push(
        businessError(code, `Quantity of ${line.productId} exceeds the open quantity.`, `${prefix}[${index}].quantity`),
      )
      return
    }
    items.push({ ...line, lineNumber: line.lineNumber ?? ordered.lineNumber })
  })
  return messages.length > 0 ? { ok: false, messages } : { ok: true, items }
}

/** The still-open lines of an order, for a full capture or void without items. */
export function openLines(order: OrderRecord): ItemWire[] {
  const open = openQuantities(order)
  const out: ItemWire[] = []
  for (const item of order.items) {
    const qty = open.get(item.productId) ?? 0
    if (qty <= 1e-9) continue
    const take = Math.min(qty, item.quantity)
    open.set(item.productId, qty - take)
    out.push({ ...item, quantity: take })
  }
  return out
}
