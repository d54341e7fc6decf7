import { businessError, type ResponseMessage } from "../core/messages"
import { CODES } from "../core/codes"
import type { ItemWire } from "../state/types"
import { currencyOf } from "./countries"
import { toCents } from "./money"

export interface AmountsLike {
  totalGrossAmount: number
  totalNetAmount: number
  items?: readonly ItemWire[]
}

const outOfRange = (message: string, field: string) => businessError(CODES.outOfRange, `Value out of range: ${message}`, field)

/**
 * An order or order summary is worth something: a positive gross total, a net total between zero
 * and the gross, and lines in positive quantities. Negative unit prices stay allowed (discount and
 * return-cost lines, facts §11); a negative quantity is not how Riverty expresses either.
 */
export function checkAmounts(summary: AmountsLike, prefix: string): ResponseMessage[] {
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
