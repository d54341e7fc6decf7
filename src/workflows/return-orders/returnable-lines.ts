import { amountToCents, type GetOrderResponse } from "../../riverty"

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

/** An invoiced line of the order with what can still be returned. */
export interface ReturnableLine {
  line_number: number
  description: string
  kind: "article" | "discount"
  /** Invoice numbers of the captures that invoiced this line. */
  invoice_references: string[]
  gross_unit_price: number
  vat_amount: number
  vat_percent: number
  invoiced_quantity: number
  returned_quantity: number
  returnable_quantity: number
  /** For discount lines: the (positive) discount still in force, in major units. */
  discount_remaining?: number
}

/** The part of a stored return order this calculation reads. */
export interface ExistingReturn {
  status: string
  items: unknown
}

const cents = amountToCents

/**
 * Lines of the order's invoices with the quantity not yet returned. Returns still waiting for
 * Riverty's answer count as returned: sending the same pieces twice would be refused anyway
 * (rule 3: the order value cannot grow through returns), and failed ones give their pieces back.
 */
export function returnableLines(order: GetOrderResponse, existing: ExistingReturn[]): ReturnableLine[] {
  const lines = new Map<number, ReturnableLine>()
  for (const capture of order.captures ?? []) {
    const invoice = capture.invoiceNumber ? String(capture.invoiceNumber) : capture.captureNumber
    for (const item of capture.captureItems ?? []) {
      if (item.lineNumber === null || item.lineNumber === undefined) continue
      const gross = Number(item.grossUnitPrice ?? 0)
      const known = lines.get(item.lineNumber)
      if (known) {
        known.invoiced_quantity += Number(item.quantity ?? 0)
        if (!known.invoice_references.includes(invoice)) known.invoice_references.push(invoice)
        continue
      }
      lines.set(item.lineNumber, {
        line_number: item.lineNumber,
        description: String(item.description ?? item.productId ?? `Line ${item.lineNumber}`),
        kind: gross < 0 ? "discount" : "article",
        invoice_references: [invoice],
        gross_unit_price: gross,
        vat_amount: Number(item.vatAmount ?? 0),
        vat_percent: Number(item.vatPercent ?? 0),
        invoiced_quantity: Number(item.quantity ?? 0),
        returned_quantity: 0,
        returnable_quantity: 0,
      })
    }
  }
  const returnedPieces = new Map<number, number>()
  const releasedDiscountCents = new Map<number, number>()
  for (const ret of existing) {
    if (ret.status === "failed") continue
    for (const item of (Array.isArray(ret.items) ? ret.items : []) as ReturnOrderLine[]) {
      if (item.kind === "discount") {
        releasedDiscountCents.set(item.line_number, (releasedDiscountCents.get(item.line_number) ?? 0) + cents(-item.gross_unit_price * item.quantity))
      } else {
        returnedPieces.set(item.line_number, (returnedPieces.get(item.line_number) ?? 0) + item.quantity)
      }
    }
  }
  for (const line of lines.values()) {
    if (line.kind === "discount") {
      const total = cents(-line.gross_unit_price * line.invoiced_quantity)
      line.discount_remaining = Math.max(0, total - (releasedDiscountCents.get(line.line_number) ?? 0)) / 100
      line.returnable_quantity = line.discount_remaining > 0 ? line.invoiced_quantity : 0
    } else {
      line.returned_quantity = returnedPieces.get(line.line_number) ?? 0
      line.returnable_quantity = Math.max(0, line.invoiced_quantity - line.returned_quantity)
    }
  }
  return [...lines.values()].sort((a, b) => a.line_number - b.line_number)
}
