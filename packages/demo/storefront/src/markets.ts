// The markets the demo sells in, as a shopper there writes an address and reads the page: the
// locales a country's shoppers buy in (Switzerland in German or French, Belgium in Dutch or
// French), and the country's postcode and phone formats for the address form.
import { localeOfCountry } from "riverty-storefront"
import { storedLocale } from "./state"

interface MarketFormat {
  /** The locales shoppers there buy in, the country's default first (the kit's `localeOfCountry`). */
  locales: readonly string[]
  /** The postcode as the country writes it (an HTML `pattern`), and an example. */
  postcode: { pattern: string; example: string }
  /** A phone number as the country writes it, with its calling code. */
  phone: string
}

// In the order the shop lists them.
const MARKETS: Readonly<Record<string, MarketFormat>> = {
  de: { locales: ["de-DE"], postcode: { pattern: "\\d{5}", example: "10115" }, phone: "+49 30 1234567" },
  at: { locales: ["de-AT"], postcode: { pattern: "\\d{4}", example: "1010" }, phone: "+43 1 2345678" },
  ch: { locales: ["de-CH", "fr-CH"], postcode: { pattern: "\\d{4}", example: "8001" }, phone: "+41 44 123 45 67" },
  nl: { locales: ["nl-NL"], postcode: { pattern: "\\d{4} ?[A-Za-z]{2}", example: "1012 AB" }, phone: "+31 20 123 4567" },
  be: { locales: ["nl-BE", "fr-BE"], postcode: { pattern: "\\d{4}", example: "1000" }, phone: "+32 2 123 45 67" },
  se: { locales: ["sv-SE"], postcode: { pattern: "\\d{3} ?\\d{2}", example: "111 22" }, phone: "+46 8 123 456 78" },
  no: { locales: ["nb-NO"], postcode: { pattern: "\\d{4}", example: "0150" }, phone: "+47 912 34 567" },
  fi: { locales: ["fi-FI"], postcode: { pattern: "\\d{5}", example: "00100" }, phone: "+358 40 123 4567" },
  dk: { locales: ["da-DK"], postcode: { pattern: "\\d{4}", example: "2100" }, phone: "+45 20 12 34 56" },
}

const ORDER = Object.keys(MARKETS)

/** The market's formats; undefined for a country the demo does not sell in. */
export const marketOf = (countryCode: string | null | undefined): MarketFormat | undefined => MARKETS[(countryCode ?? "").toLowerCase()]

/** The locales shoppers of the country buy in (one for most; two in Switzerland and Belgium). */
export const localesOf = (countryCode: string | null | undefined): readonly string[] => marketOf(countryCode)?.locales ?? [localeOfCountry(countryCode)]

/** The locale the page and the cart use in this country: the one the shopper chose there, else the country's. */
export function marketLocale(countryCode: string | null | undefined): string {
  const chosen = storedLocale()
  return chosen && localesOf(countryCode).includes(chosen) ? chosen : localeOfCountry(countryCode)
}

/** Sorts countries as the shop lists them (Germany first); others after, as they came. */
export const byMarketOrder = (a: string, b: string): number => rank(a) - rank(b)
const rank = (code: string) => {
  const index = ORDER.indexOf(code.toLowerCase())
  return index === -1 ? ORDER.length : index
}
