/**
 * The locale of a country Riverty serves, in the language Riverty speaks there by default (the
 * language of its conversation for a shopper who chose none): `de` is `de-DE`, `be` is `nl-BE`,
 * `no` is `nb-NO`. For a storefront whose route names the country and not the language.
 */
const LOCALE_OF_COUNTRY: Readonly<Record<string, string>> = {
  de: "de-DE",
  at: "de-AT",
  ch: "de-CH",
  nl: "nl-NL",
  be: "nl-BE",
  se: "sv-SE",
  no: "nb-NO",
  fi: "fi-FI",
  dk: "da-DK",
}

/** The country's locale (any case, ISO 3166 alpha-2), else `fallback` (English, `en-GB`). */
export function localeOfCountry(countryCode: string | null | undefined, fallback = "en-GB"): string {
  return LOCALE_OF_COUNTRY[(countryCode ?? "").trim().toLowerCase()] ?? fallback
}
