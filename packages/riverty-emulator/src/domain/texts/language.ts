import type { ConversationLanguage } from "riverty-client/schemas"

/** Riverty's language for a market: the one a client in that country is configured with. */
const COUNTRY_LANGUAGE: Readonly<Record<string, ConversationLanguage>> = {
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

/** The customer-account calls still accept Sweden's and Denmark's country codes as languages. */
const OBSOLETE: Readonly<Record<string, ConversationLanguage>> = { SE: "SV", DK: "DA" }

/**
 * The language Riverty answers in: the request's `conversationLanguage`, else the language of the
 * client's country (Riverty's default is the language configured for the client), else English.
 */
export function answerLanguage(requested: string | null | undefined, country: string | undefined): ConversationLanguage {
  if (requested) return OBSOLETE[requested] ?? (requested as ConversationLanguage)
  return COUNTRY_LANGUAGE[country ?? ""] ?? "EN"
}
