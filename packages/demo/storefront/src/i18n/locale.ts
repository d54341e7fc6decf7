// The shopper's locale follows the country they buy in: the page's language, the numbers' format
// and the cart's `locale` (from which the store asks Riverty to answer in the same language).

/** Riverty's countries and their locales; Belgium is Dutch (its other language, fr-BE, would do as well). */
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

/** Any other country, or none yet. */
export const DEFAULT_LOCALE = "en-GB"

/** The locale of a country (ISO 3166-1 alpha-2, any case). */
export const localeOfCountry = (countryCode: string | null | undefined): string => LOCALE_OF_COUNTRY[(countryCode ?? "").toLowerCase()] ?? DEFAULT_LOCALE
