import type { ConversationLanguage, CountryCode } from "riverty-client"

/** BCP 47 primary language -> Riverty's `conversationLanguage` (Norwegian bokmål, nynorsk and `no` are `NO`). */
const OF_LANGUAGE: Readonly<Record<string, ConversationLanguage>> = {
  de: "DE",
  nl: "NL",
  sv: "SV",
  nb: "NO",
  nn: "NO",
  no: "NO",
  fi: "FI",
  da: "DA",
  fr: "FR",
  en: "EN",
}

/** The language Riverty speaks in each of its countries (Belgium: Dutch, unless the shopper's locale says French). */
const OF_COUNTRY: Readonly<Record<CountryCode, ConversationLanguage>> = {
  DE: "DE",
  AT: "DE",
  CH: "DE",
  NL: "NL",
  BE: "NL",
  SE: "SV",
  NO: "NO",
  FI: "FI",
  DK: "DA",
}

/** Riverty's language for a BCP 47 tag (`fr-BE` -> `FR`), or undefined for a language Riverty does not speak. */
export function rivertyLanguageOfLocale(locale: string | null | undefined): ConversationLanguage | undefined {
  const primary = (locale ?? "").trim().split(/[-_]/)[0]!.toLowerCase()
  return Object.prototype.hasOwnProperty.call(OF_LANGUAGE, primary) ? OF_LANGUAGE[primary] : undefined
}

/**
 * The language Riverty addresses the shopper in: the cart's `locale`, else the storefront's
 * explicit language, else the country's, else English. A tag in a language Riverty does not
 * speak counts as absent, so the next one decides.
 */
export function conversationLanguageFor(input: {
  cartLocale?: string | null
  storefrontLocale?: string | null
  country?: string | null
}): ConversationLanguage {
  return (
    rivertyLanguageOfLocale(input.cartLocale) ??
    rivertyLanguageOfLocale(input.storefrontLocale) ??
    OF_COUNTRY[(input.country ?? "").toUpperCase() as CountryCode] ??
    "EN"
  )
}
