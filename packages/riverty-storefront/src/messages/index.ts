// Riverty's eight conversation languages. Import only those the shop sells in (a bundler leaves the
// others out: each is its own module and the package has no side effects), or `ALL_LANGUAGES` for all.
import { da } from "./da.js"
import { de } from "./de.js"
import { en } from "./en.js"
import { fi } from "./fi.js"
import { fr } from "./fr.js"
import { nb } from "./nb.js"
import { nl } from "./nl.js"
import { sv } from "./sv.js"
import { languageOf, type RivertyLanguage } from "../i18n/texts.js"

export { da, de, en, fi, fr, nb, nl, sv }
export const ALL_LANGUAGES = [de, nl, sv, nb, fi, da, fr, en] as const

/**
 * The one catalogue of a locale's language (English when the kit has none): a server component
 * hands just that one to `RivertyLocale`, rather than every language in the page's data.
 */
export function languageFor(locale: string | null | undefined): RivertyLanguage {
  const code = languageOf(locale)
  return ALL_LANGUAGES.find((language) => language.language === code) ?? en
}
