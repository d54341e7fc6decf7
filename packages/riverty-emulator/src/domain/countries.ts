const CURRENCY: Record<string, string> = {
  NO: "NOK",
  SE: "SEK",
  DK: "DKK",
  CH: "CHF",
  FI: "EUR",
  DE: "EUR",
  AT: "EUR",
  NL: "EUR",
  BE: "EUR",
}

/** The currency a client in that country is configured with (used when a request names none). */
export function currencyOf(country: string): string {
  return CURRENCY[country] ?? "EUR"
}

/** Standard VAT rate per country; any other non-zero rate counts as reduced. */
const STANDARD_VAT: Record<string, number> = {
  DE: 19,
  AT: 20,
  CH: 8.1,
  NL: 21,
  BE: 21,
  SE: 25,
  NO: 25,
  DK: 25,
  FI: 25.5,
}

export function vatTypeOf(country: string, vatPercent: number): "TAXLESS" | "NORMAL" | "REDUCED" {
  if (vatPercent === 0) return "TAXLESS"
  return vatPercent >= (STANDARD_VAT[country] ?? 19) ? "NORMAL" : "REDUCED"
}
