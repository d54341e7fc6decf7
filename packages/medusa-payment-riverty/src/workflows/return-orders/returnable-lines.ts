import type { GetOrderResponse } from "riverty-client"
import { centsToAmount, invoicedLinesOf, lineStatesOf, type ExistingReturn } from "../../riverty-order"

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

/**
 * Lines of the order's invoices with the quantity not yet returned. Returns still waiting for
 * Riverty's answer count as returned: sending the same pieces twice would be refused anyway
 * (rule 3: the order value cannot grow through returns), and failed ones give their pieces back.
 */
export function returnableLines(order: GetOrderResponse, existing: ExistingReturn[]): ReturnableLine[] {
  return invoicedLinesOf(lineStatesOf(order, existing)).map(({ lineNumber, invoiced: item = {}, ...state }) => ({
    line_number: lineNumber,
    description: String(item.description ?? item.productId ?? `Line ${lineNumber}`),
    kind: state.kind,
    invoice_references: state.invoiceReferences,
    gross_unit_price: Number(item.grossUnitPrice ?? 0),
    vat_amount: Number(item.vatAmount ?? 0),
    vat_percent: Number(item.vatPercent ?? 0),
    invoiced_quantity: state.captured,
    returned_quantity: state.returned,
    returnable_quantity: state.returnable,
    ...(state.discountRemainingCents === undefined ? {} : { discount_remaining: centsToAmount(state.discountRemainingCents) }),
  }))
}
