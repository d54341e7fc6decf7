import { MedusaError } from "@medusajs/framework/utils"
import type { ReturnOrderRequestInput } from "riverty-client"
import { amountToCents, centsToAmount, vatOfGross, type ReturnOrderLine } from "../../riverty-order"
import type { ReturnableLine } from "./returnable-lines"

export const RETURN_REASONS = ["CUSTOMER_RETURN", "CARRIER_RETURN"] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

/** A return order as the admin asks for it (validated for shape by the route). */
export interface ReturnOrderDraft {
  items: Array<{ line_number: number; quantity: number }>
  return_reason: ReturnReason
  return_date: string
  return_reference: string
  /** The part of a discount line that no longer applies, as a positive gross amount. */
  discount?: { line_number: number; amount: number }
  bank_details?: { account_owner: string; iban: string; bic?: string }
}

export interface BuiltReturnOrder {
  request: ReturnOrderRequestInput
  lines: ReturnOrderLine[]
  /** Gross value of the return in major units (articles minus released discount). */
  amount: number
  invoiceReference: string | null
}

const vatTypeOf = (percent: number): ReturnOrderLine["vat_type"] => (percent > 0 ? "NORMAL" : "TAXLESS")

/**
 * Checks the draft against what was invoiced and not yet returned, and builds Riverty's body.
 * Every refused line is named (`items[i]`) so the merchant knows which one to change.
 */
export function buildReturnOrder(draft: ReturnOrderDraft, returnable: ReturnableLine[]): BuiltReturnOrder {
  const byLine = new Map(returnable.map((line) => [line.line_number, line]))
  const problems: string[] = []
  const lines: ReturnOrderLine[] = []
  const asked = new Map<number, number>()
  draft.items.forEach((pick, index) => {
    const line = byLine.get(pick.line_number)
    if (!line || line.kind !== "article") {
      problems.push(`items[${index}].line_number: line ${pick.line_number} is not an invoiced article of this order`)
      return
    }
    const total = (asked.get(pick.line_number) ?? 0) + pick.quantity
    asked.set(pick.line_number, total)
    if (total > line.returnable_quantity) {
      problems.push(
        `items[${index}].quantity: line ${pick.line_number} (${line.description}) was invoiced ${line.invoiced_quantity} time(s) and ${line.returned_quantity} returned; at most ${line.returnable_quantity} can be returned, not ${total}`,
      )
      return
    }
    lines.push({
      line_number: line.line_number,
      description: line.description,
      quantity: pick.quantity,
      gross_unit_price: line.gross_unit_price,
      vat_amount: line.vat_amount,
      vat_percent: line.vat_percent,
      vat_type: vatTypeOf(line.vat_percent),
      kind: "article",
    })
  })
  if (draft.discount) {
    const line = byLine.get(draft.discount.line_number)
    if (!line || line.kind !== "discount") {
      problems.push(`discount.line_number: line ${draft.discount.line_number} is not an invoiced discount line of this order`)
    } else if (amountToCents(draft.discount.amount) > amountToCents(line.discount_remaining ?? 0)) {
      problems.push(`discount.amount: at most ${line.discount_remaining} of the discount on line ${line.line_number} still applies`)
    } else {
      const gross = amountToCents(draft.discount.amount)
      lines.push({
        line_number: line.line_number,
        description: line.description,
        quantity: 1,
        gross_unit_price: centsToAmount(-gross),
        vat_amount: centsToAmount(-vatOfGross(gross, line.vat_percent)),
        vat_percent: line.vat_percent,
        vat_type: vatTypeOf(line.vat_percent),
        kind: "discount",
      })
    }
  }
  if (problems.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, problems.join("; "))
  const amountCents = lines.reduce((sum, line) => sum + amountToCents(line.gross_unit_price) * line.quantity, 0)
  if (amountCents <= 0) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "items: a return must give back more than the discount it releases")
  }
  // One invoice named only when every returned line comes from the same one.
  const invoices = new Set(lines.flatMap((line) => byLine.get(line.line_number)?.invoice_references ?? []))
  const invoiceReference = invoices.size === 1 ? [...invoices][0] : null
  const request: ReturnOrderRequestInput = {
    ...(invoiceReference ? { invoiceReference } : {}),
    returnDate: draft.return_date,
    returnReason: draft.return_reason,
    returnReference: draft.return_reference,
    items: lines.map((line) => ({
      orderItemReference: line.line_number,
      quantity: line.quantity,
      grossUnitPrice: line.gross_unit_price,
      vatAmount: line.vat_amount,
      vatPercent: line.vat_percent,
      vatType: line.vat_type,
      description: line.description,
    })),
    ...(draft.bank_details
      ? {
          bankDetails: {
            accountOwner: draft.bank_details.account_owner,
            iban: draft.bank_details.iban,
            ...(draft.bank_details.bic ? { bic: draft.bank_details.bic } : {}),
          },
        }
      : {}),
  }
  return { request, lines, amount: centsToAmount(amountCents), invoiceReference }
}
