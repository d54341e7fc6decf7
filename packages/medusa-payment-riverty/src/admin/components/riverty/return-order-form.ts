import { getI18n } from "react-i18next"
import { amountToCents } from "riverty-client/normalise/amounts"
import { isValidBic, isValidIban } from "../../lib/format"
import type { Translate } from "../../lib/locale"
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
 * The server checks the same again against Riverty's current order. Errors in the admin's language.
 */
export function validateReturnForm(state: ReturnFormState, lines: ReturnableLine[], t: Translate = getI18n().t): ReturnFormResult {
  const errors: Record<string, string> = {}
  const items: ReturnOrderInput["items"] = []
  for (const line of lines.filter((l) => l.kind === "article")) {
    const raw = state.quantities[line.line_number]?.trim()
    if (!raw) continue
    const quantity = Number(raw)
    if (!Number.isInteger(quantity) || quantity < 0) {
      errors[`line-${line.line_number}`] = t("riverty.returnDrawer.error.wholeNumber")
    } else if (quantity > line.returnable_quantity) {
      errors[`line-${line.line_number}`] = t("riverty.returnDrawer.error.atMost", { count: line.returnable_quantity })
    } else if (quantity > 0) {
      items.push({ line_number: line.line_number, quantity })
    }
  }
  if (items.length === 0 && Object.keys(errors).length === 0) errors.items = t("riverty.returnDrawer.error.chooseLine")
  if (!/^\d{4}-\d{2}-\d{2}$/.test(state.returnDate)) errors.returnDate = t("riverty.returnDrawer.error.chooseDate")

  let discount: ReturnOrderInput["discount"]
  if (state.discountLine) {
    const line = lines.find((l) => l.kind === "discount" && String(l.line_number) === state.discountLine)
    const amount = Number(state.discountAmount.replace(",", "."))
    if (!line) errors.discountLine = t("riverty.returnDrawer.error.chooseDiscount")
    else if (!(amount > 0)) errors.discountAmount = t("riverty.returnDrawer.error.enterDiscount")
    else if (amountToCents(amount) > amountToCents(line.discount_remaining ?? 0)) {
      errors.discountAmount = t("riverty.returnDrawer.error.discountAtMost", { amount: line.discount_remaining })
    } else discount = { line_number: line.line_number, amount }
  }

  let bank: ReturnOrderInput["bank_details"]
  if (state.refundByBank) {
    if (!state.accountOwner.trim()) errors.accountOwner = t("riverty.returnDrawer.error.enterOwner")
    if (!isValidIban(state.iban)) errors.iban = t("riverty.returnDrawer.error.invalidIban")
    if (state.bic.trim() && !isValidBic(state.bic)) errors.bic = t("riverty.returnDrawer.error.invalidBic")
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
