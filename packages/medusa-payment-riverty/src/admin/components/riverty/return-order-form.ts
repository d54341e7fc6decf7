import { amountToCents } from "riverty-client/normalise/amounts"
import { isValidBic, isValidIban } from "../../lib/format"
import type { ReturnableLine, ReturnOrderInput } from "../../../api/admin/riverty/views"

export type ReturnFormState = {
  quantities: Record<number, string>
  reason: ReturnOrderInput["return_reason"]
  returnDate: string
  reference: string
  discountLine: string
  discountAmount: string
  refundByBank: boolean
  accountOwner: string
  iban: string
  bic: string
}

export const initialReturnForm = (today: string): ReturnFormState => ({
  quantities: {},
  reason: "CUSTOMER_RETURN",
  returnDate: today,
  reference: "",
  discountLine: "",
  discountAmount: "",
  refundByBank: false,
  accountOwner: "",
  iban: "",
  bic: "",
})

export type ReturnFormResult = { ok: true; body: ReturnOrderInput } | { ok: false; errors: Record<string, string> }

/**
 * Checks the form before anything is sent: quantities up to what is invoiced and not returned,
 * a discount no larger than what still applies, complete and valid bank details when asked for.
 * The server checks the same again against Riverty's current order.
 */
export function validateReturnForm(state: ReturnFormState, lines: ReturnableLine[]): ReturnFormResult {
  const errors: Record<string, string> = {}
  const items: ReturnOrderInput["items"] = []
  for (const line of lines.filter((l) => l.kind === "article")) {
    const raw = state.quantities[line.line_number]?.trim()
    if (!raw) continue
    const quantity = Number(raw)
    if (!Number.isInteger(quantity) || quantity < 0) {
      errors[`line-${line.line_number}`] = "Enter a whole number"
    } else if (quantity > line.returnable_quantity) {
      errors[`line-${line.line_number}`] = `At most ${line.returnable_quantity} can be returned`
    } else if (quantity > 0) {
      items.push({ line_number: line.line_number, quantity })
    }
  }
  if (items.length === 0 && Object.keys(errors).length === 0) errors.items = "Choose at least one line to return"
  if (!/^\d{4}-\d{2}-\d{2}$/.test(state.returnDate)) errors.returnDate = "Choose the date the return arrived"

  let discount: ReturnOrderInput["discount"]
  if (state.discountLine) {
    const line = lines.find((l) => l.kind === "discount" && String(l.line_number) === state.discountLine)
    const amount = Number(state.discountAmount.replace(",", "."))
    if (!line) errors.discountLine = "Choose a discount line"
    else if (!(amount > 0)) errors.discountAmount = "Enter the discount that no longer applies"
    else if (amountToCents(amount) > amountToCents(line.discount_remaining ?? 0)) {
      errors.discountAmount = `At most ${line.discount_remaining} of this discount still applies`
    } else discount = { line_number: line.line_number, amount }
  }

  let bank: ReturnOrderInput["bank_details"]
  if (state.refundByBank) {
    if (!state.accountOwner.trim()) errors.accountOwner = "Enter the account owner"
    if (!isValidIban(state.iban)) errors.iban = "This IBAN is not valid"
    if (state.bic.trim() && !isValidBic(state.bic)) errors.bic = "This BIC is not valid"
    bank = {
      account_owner: state.accountOwner.trim(),
      iban: state.iban.replace(/\s+/g, "").toUpperCase(),
      ...(state.bic.trim() ? { bic: state.bic.trim().toUpperCase() } : {}),
    }
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    body: {
      items,
      return_reason: state.reason,
      return_date: state.returnDate,
      ...(state.reference.trim() ? { return_reference: state.reference.trim() } : {}),
      ...(discount ? { discount } : {}),
      ...(bank ? { bank_details: bank } : {}),
    },
  }
}
