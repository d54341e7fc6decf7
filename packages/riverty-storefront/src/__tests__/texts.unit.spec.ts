// The shopper's texts and formats per locale: which catalogue a locale picks, the fallback to
// English, overrides by key, plural forms, and money, percent and dates as Intl writes them there.
import { conversationLanguageOf, createRivertyTexts, installmentTeaser, languageOf, nextStepOf, returnErrorMessage, type InstallmentPlan } from "../index.js"
import { ALL_LANGUAGES, de, nb, sv } from "../messages/index.js"

// Intl puts no-break spaces between number and sign; the expectations read them as spaces.
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, " ")

describe("the locale", () => {
  it("picks the catalogue of the language, Norwegian of any spelling as bokmål, English for any other", () => {
    const cases: [string, string, string][] = [
      ["de-DE", "de", "DE"],
      ["de-AT", "de", "DE"],
      ["de-CH", "de", "DE"],
      ["nl-NL", "nl", "NL"],
      ["nl-BE", "nl", "NL"],
      ["fr-BE", "fr", "FR"],
      ["fr-CH", "fr", "FR"],
      ["sv-SE", "sv", "SV"],
      ["nb-NO", "nb", "NO"],
      ["no-NO", "nb", "NO"],
      ["nn-NO", "nb", "NO"],
      ["fi-FI", "fi", "FI"],
      ["da-DK", "da", "DA"],
      ["en-GB", "en", "EN"],
      ["es-ES", "en", "EN"],
      ["de_DE", "de", "DE"],
      ["", "en", "EN"],
    ]
    expect(cases.map(([locale]) => [locale, languageOf(locale), conversationLanguageOf(locale)])).toEqual(cases)
  })

  it("speaks English when the language's catalogue is not given or unknown, and formats in the locale still", () => {
    const texts = createRivertyTexts({ locale: "de-DE" })
    expect([texts.language, texts.t("order.place"), plain(texts.money(31.64, "eur"))]).toEqual(["en", "Place order", "31,64 €"])
    const spanish = createRivertyTexts({ locale: "es-ES", languages: ALL_LANGUAGES })
    expect([spanish.language, spanish.t("order.place")]).toEqual(["en", "Place order"])
    expect(createRivertyTexts({ locale: "nb-NO", languages: [de, sv] }).language).toBe("en")
    expect(createRivertyTexts({ locale: "no-NO", languages: [nb] }).t("order.place")).toBe("Fullfør kjøpet")
    expect(createRivertyTexts({ locale: "not a locale!", languages: ALL_LANGUAGES }).locale).toBe("en-GB")
  })

  it("takes overrides by key, per locale before language, and keeps the catalogue's other texts", () => {
    const messages = { de: { "order.place": "Jetzt kaufen" }, "de-CH": { "order.place": "Jetzt bestellen" }, en: { "address.keep": "Keep mine" } }
    const germany = createRivertyTexts({ locale: "de-DE", languages: [de], messages })
    const switzerland = createRivertyTexts({ locale: "de-CH", languages: [de], messages })
    expect([germany.t("order.place"), switzerland.t("order.place"), germany.t("address.use")]).toEqual(["Jetzt kaufen", "Jetzt bestellen", "Korrigierte Adresse übernehmen"])
    expect(createRivertyTexts({ locale: "en-GB", messages }).t("address.keep")).toBe("Keep mine")
    // An English override changes the English text only, never another language's.
    expect(germany.t("address.keep")).toBe("Meine Adresse beibehalten")
  })

  it("puts values in and chooses the plural form by count", () => {
    const english = createRivertyTexts({ locale: "en-GB" })
    const finnish = createRivertyTexts({ locale: "fi-FI", languages: ALL_LANGUAGES })
    expect([english.t("error.tooLong", { count: 1 }), english.t("error.tooLong", { count: 30 })]).toEqual(["Please enter at most 1 character.", "Please enter at most 30 characters."])
    expect([finnish.t("error.tooLong", { count: 1 }), finnish.t("error.tooLong", { count: 30 })]).toEqual(["Kirjoita enintään 1 merkki.", "Kirjoita enintään 30 merkkiä."])
    expect(english.t("field.optional", { label: "Phone number" })).toBe("Phone number (optional)")
    expect(english.t("field.optional")).toBe("{label} (optional)") // a value not given stays visible to the developer
  })
})

describe("formats per locale", () => {
  const money: [string, string, string][] = [
    ["de-DE", "EUR", "31,64 €"],
    ["de-AT", "EUR", "€ 31,64"],
    ["de-CH", "CHF", "CHF 31.64"],
    ["nl-NL", "EUR", "€ 31,64"],
    ["nl-BE", "EUR", "€ 31,64"],
    ["fr-BE", "EUR", "31,64 €"],
    ["fr-CH", "CHF", "31.64 CHF"],
    ["sv-SE", "SEK", "31,64 kr"],
    ["nb-NO", "NOK", "31,64 kr"],
    ["no-NO", "NOK", "31,64 kr"],
    ["fi-FI", "EUR", "31,64 €"],
    ["da-DK", "DKK", "31,64 kr."],
    ["en-GB", "EUR", "€31.64"],
  ]

  it("writes money as the locale does", () => {
    expect(money.map(([locale, currency]) => [locale, currency, plain(createRivertyTexts({ locale, languages: ALL_LANGUAGES }).money(31.64, currency.toLowerCase()))])).toEqual(money)
  })

  it("writes rates and dates as the locale does", () => {
    const at = (locale: string) => createRivertyTexts({ locale, languages: ALL_LANGUAGES })
    expect(["de-DE", "nl-NL", "sv-SE", "en-GB", "fr-BE"].map((locale) => plain(at(locale).percent(5.01)))).toEqual(["5,01 %", "5,01%", "5,01 %", "5.01%", "5,01 %"])
    expect(["de-DE", "nl-NL", "sv-SE", "nb-NO", "fi-FI", "da-DK", "fr-BE", "en-GB"].map((locale) => at(locale).date("2026-01-31"))).toEqual([
      "31.1.2026",
      "31-1-2026",
      "2026-01-31",
      "31.1.2026",
      "31.1.2026",
      "31.1.2026",
      "31/01/2026",
      "31/01/2026",
    ])
  })

  const PLAN: InstallmentPlan = { basketAmount: 185, numberOfInstallments: 6, installmentAmount: 30.84, interestRate: 0, effectiveAnnualPercentageRate: 0, totalAmount: 185, installmentProfileNumber: 2 }
  it("words the teaser's plan line in the language with the locale's amounts", () => {
    const line = (locale: string, currency: string) => plain(installmentTeaser([PLAN], { texts: createRivertyTexts({ locale, languages: ALL_LANGUAGES }), currency })?.text)
    expect([line("de-DE", "EUR"), line("nl-NL", "EUR"), line("sv-SE", "SEK"), line("nb-NO", "NOK"), line("fi-FI", "EUR"), line("da-DK", "DKK"), line("fr-BE", "EUR"), line("en-GB", "EUR")]).toEqual([
      "oder 6 × 30,84 € mit Riverty",
      "of 6 × € 30,84 met Riverty",
      "eller 6 × 30,84 kr med Riverty",
      "eller 6 × 30,84 kr med Riverty",
      "tai 6 × 30,84 € Rivertyllä",
      "eller 6 × 30,84 kr. med Riverty",
      "ou 6 × 30,84 € avec Riverty",
      "or 6 × €30.84 with Riverty",
    ])
    expect(plain(installmentTeaser([PLAN], { locale: "de-DE", currency: "EUR" })?.text)).toBe("or 6 × 30,84 € with Riverty")
  })
})

describe("Riverty's words before the kit's", () => {
  const german = createRivertyTexts({ locale: "de-DE", languages: [de] })

  it("shows Riverty's customer-facing message on a refusal, the kit's text for its action code in the language without one", () => {
    expect(nextStepOf({ status: "error", data: { customer_facing_message: "Leider können wir Ihnen diese Zahlungsart nicht anbieten.", action_code: "OfferSecurePaymentMethods" } }, german)).toMatchObject({
      message: "Leider können wir Ihnen diese Zahlungsart nicht anbieten.",
      customerFacingMessage: "Leider können wir Ihnen diese Zahlungsart nicht anbieten.",
    })
    const without = (action_code?: string) => nextStepOf({ status: "error", data: { action_code } }, german) as { message: string; customerFacingMessage?: string }
    expect([without().message, without("AskConsumerToReEnterData").message, without("RequiresSsn").message]).toEqual([
      de.messages["refusal.default"],
      de.messages["refusal.reEnterData"],
      de.messages["refusal.requiresSsn"],
    ])
    expect(without().customerFacingMessage).toBeUndefined()
  })

  it("words the return route's reasons in the language", () => {
    expect([returnErrorMessage("cancelled", german), returnErrorMessage("anything", german), returnErrorMessage("cancelled")]).toEqual([
      de.messages["return.cancelled"],
      de.messages["return.failed"],
      "The payment with Riverty was cancelled. Please choose a payment method again.",
    ])
  })
})
