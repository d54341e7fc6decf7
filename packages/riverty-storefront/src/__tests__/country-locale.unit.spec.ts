import { conversationLanguageOf, localeOfCountry } from "../index.js"

describe("localeOfCountry", () => {
  it("gives each Riverty country the locale of the language Riverty speaks there", () => {
    const expected = { de: "de-DE", AT: "de-AT", ch: "de-CH", nl: "nl-NL", be: "nl-BE", SE: "sv-SE", no: "nb-NO", fi: "fi-FI", dk: "da-DK" }
    for (const [country, locale] of Object.entries(expected)) expect(localeOfCountry(country)).toBe(locale)
    // Riverty's conversation language of each is its country's: NO is bokmål.
    expect(["de", "nl", "se", "no", "fi", "dk"].map((c) => conversationLanguageOf(localeOfCountry(c)))).toEqual(["DE", "NL", "SV", "NO", "FI", "DA"])
  })

  it("falls back to English, or to the locale given, for any other country or none", () => {
    expect(localeOfCountry("us")).toBe("en-GB")
    expect(localeOfCountry(undefined)).toBe("en-GB")
    expect(localeOfCountry(" ", "fr-BE")).toBe("fr-BE")
  })
})

describe("languageFor", () => {
  it("gives the one catalogue of the locale's language, English for any other", async () => {
    const { languageFor } = await import("../messages/index.js")
    expect(["de-AT", "nl-BE", "sv-SE", "no-NO", "nn-NO", "fi-FI", "da-DK", "fr-BE", "en-US", "pt-PT", undefined].map((l) => languageFor(l).language)).toEqual([
      "de", "nl", "sv", "nb", "nb", "fi", "da", "fr", "en", "en", "en",
    ])
  })
})
