"use client"
import { createContext, useContext, useMemo, type ReactNode } from "react"
import { createRivertyTexts, type RivertyLanguage, type RivertyMessageOverrides, type RivertyTexts } from "../i18n/texts.js"

interface LocaleContext {
  locale: string | null | undefined
  languages: readonly RivertyLanguage[] | undefined
  messages: RivertyMessageOverrides | undefined
  texts: RivertyTexts
}

const Context = createContext<LocaleContext | null>(null)

export interface RivertyLocaleProps {
  /** The shopper's locale, BCP 47 (`de-DE`, `nl-BE`, `fr-BE`, `sv-SE`, `nb-NO`…): the texts' language and the numbers' format; English without. */
  locale: string | null | undefined
  /**
   * The catalogues to choose from (`import { de } from "riverty-storefront/messages/de"`, or all of
   * `riverty-storefront/messages`); English is always there and the fallback. Only the languages
   * imported end up in the page's bundle. Inside another `RivertyLocale`, defaults to its languages.
   */
  languages?: readonly RivertyLanguage[]
  /** Texts to use instead of the catalogue's, by key, per language (`{ de: { "order.place": "Jetzt kaufen" } }`) or per locale (`"de-CH"`). */
  messages?: RivertyMessageOverrides
  children?: ReactNode
}

/** The shopper's language for every Riverty component inside it (each may still take its own `locale`). */
export function RivertyLocale({ locale, languages, messages, children }: RivertyLocaleProps) {
  const parent = useContext(Context)
  const chosen = languages ?? parent?.languages
  const overrides = messages ?? parent?.messages
  // Keyed by content: a starter that writes `languages={[de]}` inline gets the same texts every render.
  const languagesKey = chosen?.map((language) => language.language).join() ?? ""
  const messagesKey = overrides ? JSON.stringify(overrides) : ""
  const value = useMemo<LocaleContext>(
    () => ({ locale, languages: chosen, messages: overrides, texts: createRivertyTexts({ locale: locale ?? null, ...(chosen ? { languages: chosen } : {}), ...(overrides ? { messages: overrides } : {}) }) }),
    [locale, languagesKey, messagesKey],
  )
  return <Context.Provider value={value}>{children}</Context.Provider>
}

/**
 * The texts and formats for a component: those of the nearest `RivertyLocale`, or of `locale` when
 * the component was given its own (with the provider's languages and overrides). Without either: English.
 */
export function useRivertyTexts(locale?: string | null): RivertyTexts {
  const context = useContext(Context)
  return useMemo(() => {
    if (context && (!locale || locale === context.locale)) return context.texts
    return createRivertyTexts({ locale: locale ?? null, ...(context?.languages ? { languages: context.languages } : {}), ...(context?.messages ? { messages: context.messages } : {}) })
  }, [context, locale])
}
