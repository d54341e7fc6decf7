import { businessError, type ResponseMessage } from "../core/messages"
import { CODES } from "../core/codes"
import type { ItemWire } from "../state/types"
import { currencyOf } from "./countries"
import { netCentsOfGross, toCents } from "./money"

export interface AmountsLike {
  totalGrossAmount: number
  totalNetAmount: number
  items?: readonly ItemWire[]
}

const outOfRange = (message: string, field: string) => businessError(CODES.outOfRange, `Value out of range: ${message}`, field)

/** Which checks run: Riverty's own, or with `strict` also the ones Riverty does not make (README, strict mode). */
export interface AmountRules {
  strict?: boolean
}

/**
 * An order or order summary is worth something: a positive gross total, a net total between zero
 * and the gross, and lines in positive quantities. Negative unit prices stay allowed (discount and
 * return-cost lines, facts §11); a negative quantity is not how Riverty expresses either.
 */
export function checkAmounts(summary: AmountsLike, prefix: string, rules: AmountRules = {}): ResponseMessage[] {
  const out: ResponseMessage[] = []
  const gross = toCents(summary.totalGrossAmount)
  const net = toCents(summary.totalNetAmount)
  if (gross <= 0) out.push(outOfRange("totalGrossAmount must be positive.", `${prefix}.totalGrossAmount`))
  else if (net < 0 || net > gross) {
    out.push(outOfRange("totalNetAmount must lie between 0 and totalGrossAmount.", `${prefix}.totalNetAmount`))
  }
  summary.items?.forEach((item, index) => {
    if (!(item.quantity > 0)) out.push(outOfRange("quantity must be positive.", `${prefix}.items[${index}].quantity`))
  })
  if (summary.items) out.push(...checkVatAmounts(summary.items, `${prefix}.`, rules))
  return out
}

/** The cents a line's VAT may differ from the emulator's own figure: Riverty "supports rounding differences" of unstated size (facts §11). */
export const VAT_TOLERANCE_CENTS = 1

/**
 * Each line's `vatAmount` is VAT per unit (facts §3.1): the gross unit price less the net one
 * (84 + 16 = 100 in every example of facts §11), within a cent. Riverty's sandbox takes lines whose
 * VAT is not the rate's share of the gross (docs/riverty-answers.md), so that check runs only with
 * `strict`: the rate's share, gross - gross / (1 + rate), within a cent, computed from the wire
 * numbers with the emulator's own cents and net rule, so a client that derives VAT another way
 * (net x rate, rounded on its own) is told which line is off.
 */
export function checkVatAmounts(items: readonly ItemWire[], prefix: string, rules: AmountRules = {}): ResponseMessage[] {
  const out: ResponseMessage[] = []
  items.forEach((item, index) => {
    if (typeof item.vatAmount !== "number" || !Number.isFinite(item.vatAmount)) return
    const vat = toCents(item.vatAmount)
    const gross = toCents(item.grossUnitPrice)
    const field = `${prefix}items[${index}].vatAmount`
    if (Math.abs(vat - (gross - toCents(item.netUnitPrice))) > VAT_TOLERANCE_CENTS) {
      out.push(outOfRange("vatAmount must be grossUnitPrice - netUnitPrice (per unit).", field))
    } else if (rules.strict && typeof item.vatPercent === "number" && Math.abs(vat - (gross - netCentsOfGross(gross, item.vatPercent))) > VAT_TOLERANCE_CENTS) {
      out.push(outOfRange(`vatAmount is not the ${item.vatPercent}% share of grossUnitPrice.`, field))
    }
  })
  return out
}

/** A client is configured with its country's currency (facts §3.2); another one is refused. */
export function checkCurrency(currency: string | undefined, expected: string, field: string): ResponseMessage[] {
  if (currency === undefined || currency === expected) return []
  return [outOfRange(`the currency is ${expected}, not ${currency}.`, field)]
}

/**
 * The billing country's currency, or EUR: a client's currency is configured per webshop (facts
 * §3.2) and nothing public rules out a euro webshop for a non-euro country, but another
 * country's own currency (SEK for a German address) never fits.
 */
export function checkCountryCurrency(currency: string | undefined, country: string, field: string): ResponseMessage[] {
  if (currency === "EUR") return []
  return checkCurrency(currency, currencyOf(country), field)
}
