import { ENGLISH, type Message, type PluralMessage, type RivertyMessageKey, type RivertyMessages } from "./english.js"

/** Riverty's conversation languages, as the kit's catalogues name them (ISO 639-1; Norwegian is bokmål). */
export const RIVERTY_LANGUAGES = ["de", "nl", "sv", "nb", "fi", "da", "fr", "en"] as const
export type RivertyLanguageCode = (typeof RIVERTY_LANGUAGES)[number]

/** One language's catalogue, as `riverty-storefront/messages/<code>` exports it. */
export interface RivertyLanguage {
  readonly language: RivertyLanguageCode
  readonly messages: RivertyMessages
}

/** Texts to use instead of the catalogue's, per language (`de`) or per locale (`de-CH`, before its language). */
export type RivertyMessageOverrides = Readonly<Record<string, Partial<Record<RivertyMessageKey, Message>>>>

export interface RivertyTextOptions {
  /** BCP 47, e.g. `de-DE`, `nl-BE`, `fr-BE`, `sv-SE`, `nb-NO`; English for a language Riverty does not speak. */
  locale?: string | null
  /** The catalogues the page bundles (`import { de } from "riverty-storefront/messages/de"`); English is always there. */
  languages?: readonly RivertyLanguage[]
  messages?: RivertyMessageOverrides
}

export type TextValues = Readonly<Record<string, string | number>>

/** The shopper's texts and formats in one locale. */
export interface RivertyTexts {
  /** The locale the numbers are formatted in. */
  readonly locale: string
  /** The language the texts are in (`en` when the locale's language has no catalogue here). */
  readonly language: RivertyLanguageCode
  /** The text of `key` with `{name}` values put in; a plural text takes the form for `values.count`. */
  t(key: RivertyMessageKey, values?: TextValues): string
  /** An amount in major units, e.g. `31,64 €` (de-DE), `€ 31,64` (nl-NL), `31,64 kr` (sv-SE). */
  money(amount: number, currency: string): string
  /** A rate given in percent (`4.9` is 4,9 %). */
  percent(rate: number, fractionDigits?: { min?: number; max?: number }): string
  /** A date (`Date` or `yyyy-MM-dd`), e.g. `31.1.2026` (de-DE), `2026-01-31` (sv-SE). */
  date(value: Date | string): string
}

const LANGUAGE_OF: Readonly<Record<string, RivertyLanguageCode>> = { de: "de", nl: "nl", sv: "sv", nb: "nb", no: "nb", nn: "nb", fi: "fi", da: "da", fr: "fr", en: "en" }
/** Riverty's `conversationLanguage` per catalogue (Riverty calls bokmål `NO`). */
const CONVERSATION: Readonly<Record<RivertyLanguageCode, string>> = { de: "DE", nl: "NL", sv: "SV", nb: "NO", fi: "FI", da: "DA", fr: "FR", en: "EN" }

const primary = (locale: string | null | undefined) => (locale ?? "").trim().split(/[-_]/)[0]!.toLowerCase()

/** The catalogue's language of a BCP 47 locale (`nb-NO`, `no-NO` and `nn-NO` are `nb`); `en` for any other. */
export function languageOf(locale: string | null | undefined): RivertyLanguageCode {
  const code = primary(locale)
  return Object.prototype.hasOwnProperty.call(LANGUAGE_OF, code) ? LANGUAGE_OF[code]! : "en"
}

/** Riverty's `conversationLanguage` for a locale: `DE`, `NL`, `SV`, `NO`, `FI`, `DA`, `FR`, or `EN` for any other language. */
export const conversationLanguageOf = (locale: string | null | undefined): string => CONVERSATION[languageOf(locale)]

/** The locale Intl formats with: the one given when Intl knows it, else the language's, else English. */
function formatLocaleOf(locale: string | null | undefined, language: RivertyLanguageCode): string {
  const given = (locale ?? "").trim().replace(/_/g, "-")
  try {
    if (given && Intl.NumberFormat.supportedLocalesOf([given]).length) return given
  } catch {
    // not a well-formed tag: the language's own
  }
  return language === "en" ? "en-GB" : language
}

const PLACEHOLDER = /\{(\w+)\}/g

function pick(message: Message, values: TextValues | undefined, plural: Intl.PluralRules): string {
  if (typeof message === "string") return message
  const count = Number(values?.count ?? 0)
  return (message as PluralMessage)[plural.select(count)] ?? message.other
}

const fill = (text: string, values: TextValues | undefined) =>
  values ? text.replace(PLACEHOLDER, (whole, name: string) => (Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole)) : text

/**
 * The texts and formats of one locale: the overrides for the locale, then for its language, then
 * the language's catalogue (when given), then English. Framework-free; the React components get one
 * from `<RivertyLocale>` (`useRivertyTexts`).
 */
export function createRivertyTexts(options: RivertyTextOptions = {}): RivertyTexts {
  const wanted = languageOf(options.locale)
  const catalogue = wanted === "en" ? undefined : options.languages?.find((candidate) => candidate.language === wanted)
  const language: RivertyLanguageCode = catalogue ? wanted : "en"
  const locale = formatLocaleOf(options.locale, language)
  const exact = options.locale ? options.messages?.[options.locale.trim()] : undefined
  const layers = [exact, options.messages?.[language], catalogue?.messages, language === "en" ? undefined : options.messages?.en].filter(Boolean) as Partial<Record<RivertyMessageKey, Message>>[]
  const plural = new Intl.PluralRules(locale)
  const moneyFormats = new Map<string, Intl.NumberFormat>()
  return {
    locale,
    language,
    t(key, values) {
      let message: Message | undefined
      for (const layer of layers) {
        message = layer[key]
        if (message !== undefined) break
      }
      return fill(pick(message ?? ENGLISH[key], values, plural), values)
    },
    money(amount, currency) {
      const code = currency.toUpperCase()
      let format = moneyFormats.get(code)
      if (!format) moneyFormats.set(code, (format = new Intl.NumberFormat(locale, { style: "currency", currency: code })))
      return format.format(amount)
    },
    percent(rate, digits) {
      return new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: digits?.min ?? 0, maximumFractionDigits: digits?.max ?? 2 }).format(rate / 100)
    },
    date(value) {
      const date = typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value)
      return new Intl.DateTimeFormat(locale, { timeZone: "UTC" }).format(date)
    },
  }
}

let english: RivertyTexts | undefined
/** The kit's English texts: what a function given no texts uses. */
export const englishTexts = (): RivertyTexts => (english ??= createRivertyTexts({ locale: "en-GB" }))
