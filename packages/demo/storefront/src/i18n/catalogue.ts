// The demo's texts in Riverty's eight languages, by the kit's language codes, and the texts a page
// reads: the demo's own first, then the kit's catalogue (one `t` for both), money and dates by Intl.
import type { RivertyLanguageCode, RivertyMessageKey, RivertyTexts, TextValues } from "riverty-storefront"
import { da } from "./da"
import { de } from "./de"
import { en, type DemoMessageKey, type DemoMessages } from "./en"
import { fi } from "./fi"
import { fr } from "./fr"
import { nb } from "./nb"
import { nl } from "./nl"
import { sv } from "./sv"

export type { DemoMessageKey, DemoMessages }

export const DEMO_MESSAGES: Readonly<Record<RivertyLanguageCode, DemoMessages>> = { de, nl, sv, nb, fi, da, fr, en }

// A demo key never hides a kit key: the compiler refuses a demo key the kit has too.
const distinctKeys: [Extract<DemoMessageKey, RivertyMessageKey>] extends [never] ? true : never = true
void distinctKeys

export interface DemoTexts {
  /** The locale numbers and dates are written in, e.g. `de-DE`. */
  readonly locale: string
  /** The kit's texts in the same locale, for the kit's functions that take them. */
  readonly kit: RivertyTexts
  /** A demo text, or the kit's text of a kit key, with `{name}` values put in. */
  t(key: DemoMessageKey | RivertyMessageKey, values?: TextValues): string
  /** An amount in major units, e.g. `31,64 €` (de-DE). */
  money(amount: unknown, currency: string): string
  /** A date, e.g. `31.1.2026` (de-DE). */
  date(value: Date | string): string
  /** A country's name, e.g. `Niederlande` for `nl` (de-DE). */
  country(code: string): string
}

const isDemoKey = (key: string): key is DemoMessageKey => Object.prototype.hasOwnProperty.call(en, key)

const fill = (text: string, values: TextValues | undefined) =>
  values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole)) : text

/** The demo's texts beside the kit's: the language and locale are the kit's (its `RivertyLocale`). */
export function demoTexts(kit: RivertyTexts): DemoTexts {
  const own = DEMO_MESSAGES[kit.language]
  const regions = new Intl.DisplayNames([kit.locale], { type: "region" })
  return {
    locale: kit.locale,
    kit,
    t: (key, values) => (isDemoKey(key) ? fill(own[key], values) : kit.t(key, values)),
    money: (amount, currency) => kit.money(Number(amount ?? 0), currency),
    date: (value) => kit.date(value),
    country: (code) => regions.of(code.toUpperCase()) ?? code.toUpperCase(),
  }
}
