// The page's language in React: one RivertyLocale around the whole page, so every kit component and
// the demo's own texts speak the locale of the country the page shows (the shop's choice, the
// cart's or the order's country), in the language chosen there where the country has two.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react"
import { ALL_LANGUAGES } from "riverty-storefront/messages"
import { RivertyLocale, useRivertyTexts } from "riverty-storefront/react"
import { marketLocale } from "../markets"
import { storedCountry } from "../state"
import { demoTexts, type DemoTexts } from "./catalogue"

const ShowCountry = createContext<(countryCode: string) => void>(() => undefined)

export function DemoLocale({ children }: { children: ReactNode }) {
  const [country, setCountry] = useState<string | null>(() => storedCountry())
  const locale = marketLocale(country)
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  return (
    <ShowCountry.Provider value={setCountry}>
      <RivertyLocale locale={locale} languages={ALL_LANGUAGES}>
        {children}
      </RivertyLocale>
    </ShowCountry.Provider>
  )
}

/** From now on the page speaks the language of this country; nothing changes while it is unknown. */
export function useCountryLanguage(countryCode: string | null | undefined): void {
  const show = useContext(ShowCountry)
  useEffect(() => {
    if (countryCode) show(countryCode.toLowerCase())
  }, [countryCode, show])
}

/** The demo's texts and the kit's in the page's locale. */
export function useTexts(): DemoTexts {
  const kit = useRivertyTexts()
  return useMemo(() => demoTexts(kit), [kit])
}
