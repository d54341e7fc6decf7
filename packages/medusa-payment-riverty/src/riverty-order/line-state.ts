import type { GetOrderResponse, OrderItemInput, OrderItemResponse } from "riverty-client"
import { amountToCents } from "./cents"

/** A stored line of a return order (snake_case, as the admin API shows it). */
export interface ReturnOrderLine {
  line_number: number
  description: string
  quantity: number
  gross_unit_price: number
  vat_amount: number
  vat_percent: number
  vat_type: "TAXLESS" | "NORMAL"
  /** `discount`: the part of a discount line that no longer applies (spec rule 6). */
  kind: "article" | "discount"
}

/** The part of a stored return order the line state reads. */
export interface ExistingReturn {
  status: string
  items: unknown
}

/**
 * One line of an order at Riverty, by line number, with what happened to it. Quantities are
 * counted from Riverty's order (captures, voids, refunds) and the plugin's return orders.
 */
export interface LineState {
  lineNumber: number
  /** The line as ordered (authorized); absent for a line only captures name. */
  item?: OrderItemResponse
  /** The line as first invoiced (its first capture item); absent while nothing of it is captured. */
  invoiced?: OrderItemResponse
  /** Invoice numbers (else capture numbers) of the captures that invoiced this line. */
  invoiceReferences: string[]
  /** `discount` when the line was invoiced at a negative price. */
  kind: "article" | "discount"
  ordered: number
  captured: number
  voided: number
  refunded: number
  /** Pieces in return orders that did not fail (always 0 for a discount line). */
  returned: number
  /** What is left to capture or void. */
  capturable: number
  /** What can still be returned: pieces of an article, the invoiced quantity of a discount still in force. */
  returnable: number
  /** For discount lines: the (positive) discount still in force, in cents. */
  discountRemainingCents?: number
}

function quantitiesByLine(items: ReadonlyArray<OrderItemResponse>): Map<number, number> {
  const out = new Map<number, number>()
  for (const item of items) {
    if (item.lineNumber === null || item.lineNumber === undefined) continue
    out.set(item.lineNumber, (out.get(item.lineNumber) ?? 0) + Number(item.quantity ?? 0))
  }
  return out
}

/** Pieces returned per article line and discount cents released per discount line. */
function returnedByLine(existing: readonly ExistingReturn[]) {
  const pieces = new Map<number, number>()
  const releasedDiscountCents = new Map<number, number>()
  for (const ret of existing) {
    // Returns still waiting for Riverty's answer count as returned: sending the same pieces twice
    // would be refused anyway (rule 3: the order value cannot grow through returns); failed ones
    // give their pieces back.
    if (ret.status === "failed") continue
    for (const item of (Array.isArray(ret.items) ? ret.items : []) as ReturnOrderLine[]) {
      if (item.kind === "discount") {
        releasedDiscountCents.set(item.line_number, (releasedDiscountCents.get(item.line_number) ?? 0) + amountToCents(-item.gross_unit_price * item.quantity))
      } else {
        pieces.set(item.line_number, (pieces.get(item.line_number) ?? 0) + item.quantity)
      }
    }
  }
  return { pieces, releasedDiscountCents }
}

/**
 * THE per-line state of an order at Riverty: every ordered line (in the order's line order, a
 * line without number numbered by its position), then lines only captures name, each with its
 * ordered, captured, voided, refunded, returned, capturable and returnable quantities.
 */
export function lineStatesOf(order: GetOrderResponse, existing: readonly ExistingReturn[] = []): LineState[] {
  const captures = order.captures ?? []
  const captured = quantitiesByLine(captures.flatMap((c) => c.captureItems ?? []))
  const voided = quantitiesByLine((order.cancellations ?? []).flatMap((c) => c.cancellationItems ?? []))
  const refunded = quantitiesByLine((order.refunds ?? []).flatMap((r) => r.refundItems ?? []))
  const { pieces, releasedDiscountCents } = returnedByLine(existing)

  const invoiced = new Map<number, { item: OrderItemResponse; references: string[] }>()
  for (const capture of captures) {
    const invoice = capture.invoiceNumber ? String(capture.invoiceNumber) : capture.captureNumber
    for (const item of capture.captureItems ?? []) {
      if (item.lineNumber === null || item.lineNumber === undefined) continue
      const known = invoiced.get(item.lineNumber)
      if (!known) invoiced.set(item.lineNumber, { item, references: [invoice] })
      else if (!known.references.includes(invoice)) known.references.push(invoice)
    }
  }

  const stateOf = (lineNumber: number, item: OrderItemResponse | undefined, withInvoice: boolean): LineState => {
    const invoice = withInvoice ? invoiced.get(lineNumber) : undefined
    const ordered = Number(item?.quantity ?? 0)
    const capturedQuantity = captured.get(lineNumber) ?? 0
    const voidedQuantity = voided.get(lineNumber) ?? 0
    const kind = Number(invoice?.item.grossUnitPrice ?? 0) < 0 ? "discount" : "article"
    const state: LineState = {
      lineNumber,
      item,
      invoiced: invoice?.item,
      invoiceReferences: invoice?.references ?? [],
      kind,
      ordered,
      captured: capturedQuantity,
      voided: voidedQuantity,
      refunded: Math.abs(refunded.get(lineNumber) ?? 0),
      returned: 0,
      capturable: Math.max(0, ordered - capturedQuantity - voidedQuantity),
      returnable: 0,
    }
    if (!invoice) return state
    if (kind === "discount") {
      const total = amountToCents(-Number(invoice.item.grossUnitPrice ?? 0) * capturedQuantity)
      state.discountRemainingCents = Math.max(0, total - (releasedDiscountCents.get(lineNumber) ?? 0))
      state.returnable = state.discountRemainingCents > 0 ? capturedQuantity : 0
    } else {
      state.returned = pieces.get(lineNumber) ?? 0
      state.returnable = Math.max(0, capturedQuantity - state.returned)
    }
    return state
  }

  const placed = new Set<number>()
  const states = (order.orderDetails?.orderItems ?? []).map((item, index) => {
    const lineNumber = Number(item.lineNumber ?? index + 1)
    const first = !placed.has(lineNumber)
    placed.add(lineNumber)
    return stateOf(lineNumber, item, first)
  })
  for (const lineNumber of invoiced.keys()) {
    if (!placed.has(lineNumber)) states.push(stateOf(lineNumber, undefined, true))
  }
  return states
}

/** The lines invoiced so far (what a return can name), by line number. */
export const invoicedLinesOf = (states: readonly LineState[]): LineState[] =>
  states.filter((s) => s.invoiced).sort((a, b) => a.lineNumber - b.lineNumber)

/**
 * A line of Riverty's order (as read back) sent again with a chosen quantity: a capture of
 * chosen lines, a return notification of part of a capture. Prices and VAT as Riverty holds them.
 */
export function itemWithQuantity(item: OrderItemResponse, lineNumber: number, quantity: number): OrderItemInput {
  return {
    productId: String(item.productId ?? `line-${lineNumber}`),
    description: String(item.description ?? item.productId ?? `Line ${lineNumber}`),
    grossUnitPrice: Number(item.grossUnitPrice ?? 0),
    netUnitPrice: Number(item.netUnitPrice ?? 0),
    vatPercent: Number(item.vatPercent ?? 0),
    vatAmount: Number(item.vatAmount ?? 0),
    quantity,
    lineNumber,
  }
}
