import { CONVERSATION_LANGUAGES } from "riverty-client/schemas"
import { browserLanguage, HOSTED_PAGE_LANGUAGES, hostedPageTexts, type HostedPageTexts } from "../domain/texts/hosted-page-texts"

/** Every text of a table, the outcomes included. */
const allTexts = (texts: HostedPageTexts): string[] => {
  const { htmlLang: _lang, locale: _locale, outcome, ...words } = texts
  return [...Object.values(words), ...Object.values(outcome)]
}

describe("the hosted page's texts", () => {
  it("exist in every conversation language", () => {
    expect([...HOSTED_PAGE_LANGUAGES].sort()).toEqual([...CONVERSATION_LANGUAGES].sort())
  })

  it.each(CONVERSATION_LANGUAGES.filter((l) => l !== "EN"))("%s shares no text with English (no fallback)", (language) => {
    const english = new Set(allTexts(hostedPageTexts("EN")))
    const own = allTexts(hostedPageTexts(language))
    expect(own.every((text) => text.trim().length > 0)).toBe(true)
    // "Total" is French as well as English; every other text is the language's own.
    expect(own.filter((text) => english.has(text) && text !== "Total")).toEqual([])
  })

  it("names its three buttons in the sentence that asks for one", () => {
    for (const language of CONVERSATION_LANGUAGES) {
      const texts = hostedPageTexts(language)
      for (const button of [texts.accept, texts.reject, texts.cancel]) expect(texts.choose).toContain(button)
    }
  })

  it("writes money in the language's format", () => {
    const money = (language: "DE" | "NL" | "SV", currency: string) => new Intl.NumberFormat(hostedPageTexts(language).locale, { style: "currency", currency }).format(1234.5)
    expect(money("DE", "EUR")).toBe("1.234,50\u00a0€")
    expect(money("NL", "EUR")).toBe("€\u00a01.234,50")
    expect(money("SV", "SEK")).toBe("1\u00a0234,50\u00a0kr")
  })

  it("takes a page without an order's language from the browser's first language it speaks, else English", () => {
    expect(browserLanguage("nl-BE,nl;q=0.9")).toBe("NL")
    expect(browserLanguage("pl-PL, nb;q=0.8")).toBe("NO")
    expect(browserLanguage("pl-PL")).toBe("EN")
    expect(browserLanguage(undefined)).toBe("EN")
  })
})
