import { getI18n, type useTranslation } from "react-i18next"

/**
 * The admin user's language as a BCP 47 locale for `Intl`: the language Medusa's admin shows
 * (its i18next instance), English as British English (day before month, as before translation).
 */
export function adminLocale(): string {
  const language = getI18n()?.language
  if (!language || language === "en" || language === "cimode") return "en-GB"
  return language
}

/** The catalogue's translate function, for helpers that build a text outside a component. */
export type Translate = ReturnType<typeof useTranslation>["t"]
