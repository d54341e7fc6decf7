import { CONVERSATION_LANGUAGES, type ConversationLanguage } from "riverty-client/schemas"
import { paymentMethodsFor } from "../domain/payment-methods"
import { assessRisk } from "../domain/risk"
import { answerLanguage } from "../domain/texts/language"
import { METHOD_TYPES, methodWords } from "../domain/texts/method-texts"
import { REFUSAL_REASONS, refusalText } from "../domain/texts/refusal-texts"

const NOW = Date.parse("2026-01-15T12:00:00Z")
const titles = (country: string, language?: ConversationLanguage, category: "Person" | "Company" = "Person") =>
  paymentMethodsFor({ country, currency: country === "SE" ? "SEK" : "EUR", amountCents: 18_500, category, language }).map((m) => m.title)

/** Riverty's own market words, one per language, so a table that falls back to English fails. */
const INVOICE_TITLES: Record<ConversationLanguage, string> = {
  EN: "Invoice - 14 days",
  DE: "Rechnung - 14 Tage",
  NL: "Achteraf betalen",
  SV: "Faktura - 14 dagar",
  NO: "Faktura - 14 dager",
  FI: "Lasku - 14 päivää",
  DA: "Faktura - 14 dage",
  FR: "Facture - 14 jours",
}

const REFUSALS: Record<ConversationLanguage, string> = {
  EN: "Unfortunately we cannot offer you this payment method. Please choose another payment method.",
  DE: "Leider können wir Ihnen diese Zahlungsart nicht anbieten. Bitte wählen Sie eine andere Zahlungsart.",
  NL: "Helaas kunnen we je deze betaalmethode niet aanbieden. Kies een andere betaalmethode.",
  SV: "Tyvärr kan vi inte erbjuda dig det här betalsättet. Välj ett annat betalsätt.",
  NO: "Dessverre kan vi ikke tilby deg denne betalingsmåten. Velg en annen betalingsmåte.",
  FI: "Valitettavasti emme voi tarjota sinulle tätä maksutapaa. Valitse toinen maksutapa.",
  DA: "Vi kan desværre ikke tilbyde dig denne betalingsmetode. Vælg en anden betalingsmetode.",
  FR: "Nous ne pouvons malheureusement pas vous proposer ce mode de paiement. Veuillez choisir un autre mode de paiement.",
}

describe("the emulator's languages", () => {
  describe.each(CONVERSATION_LANGUAGES)("conversationLanguage %s", (language) => {
    it("titles the payment methods in the market's words", () => {
      expect(titles("DE", language)[0]).toBe(INVOICE_TITLES[language])
    })

    it("has every method's title and tag, none in English unless English", () => {
      for (const type of METHOD_TYPES) {
        const words = methodWords(type, language)
        expect(words.title.trim()).not.toBe("")
        expect(words.tag.trim()).not.toBe("")
        if (language !== "EN") expect(words.tag).not.toBe(methodWords(type, "EN").tag)
      }
    })

    it("words the legal text (terms, privacy, SECCI) in the language, with links under the language", () => {
      const methods = paymentMethodsFor({ country: "DE", currency: "EUR", amountCents: 18_500, category: "Person", language })
      const installment = methods.find((m) => m.type === "Installment")!
      const legal = installment.legalInfo as { text: string; termsAndConditionsUrl: string }
      expect(legal.termsAndConditionsUrl).toContain(`/de/${language.toLowerCase()}/terms/installment`)
      expect(legal.text).toContain(`/${language.toLowerCase()}/secci`)
      const english = (paymentMethodsFor({ country: "DE", currency: "EUR", amountCents: 18_500, category: "Person", language: "EN" }).find((m) => m.type === "Installment")!
        .legalInfo as { text: string }).text
      const words = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim()
      if (language !== "EN") expect(words(legal.text)).not.toBe(words(english))
      const plans = (installment.installment as { availableInstallmentPlans: { readMore: string }[] }).availableInstallmentPlans
      expect(plans[0].readMore).toContain(`/installments/${language.toLowerCase()}/`)
    })

    it("refuses in the language: customerFacingMessage of 200.901", () => {
      const risk = assessRisk({ firstName: "Reject", country: "DE", totalGrossCents: 10_000, language }, NOW)
      expect(risk).toMatchObject({ outcome: "Rejected", messages: [{ code: "200.901", customerFacingMessage: REFUSALS[language], actionCode: "Unavailable" }] })
    })

    it("has every refusal reason", () => {
      for (const reason of REFUSAL_REASONS) {
        expect(refusalText(reason, language).trim()).not.toBe("")
        if (language !== "EN") expect(refusalText(reason, language)).not.toBe(refusalText(reason, "EN"))
      }
    })
  })

  it("answers in the country's language without conversationLanguage, as a client configured for it", () => {
    expect(titles("NL")[0]).toBe("Achteraf betalen")
    expect(titles("BE")[0]).toBe("Achteraf betalen")
    expect(titles("AT")[0]).toBe("Rechnung - 14 Tage")
    expect(titles("SE")[0]).toBe("Faktura - 14 dagar")
    expect(answerLanguage(undefined, "DK")).toBe("DA")
    expect(answerLanguage(undefined, "NO")).toBe("NO")
    expect(answerLanguage(undefined, "FI")).toBe("FI")
    expect(answerLanguage(undefined, "US")).toBe("EN")
  })

  it("speaks French to a Belgian who asks for it, not the country's Dutch", () => {
    expect(titles("BE", "FR")[0]).toBe("Facture - 14 jours")
    const risk = assessRisk({ firstName: "Reject", country: "BE", totalGrossCents: 10_000, language: "FR" }, NOW)
    expect(risk).toMatchObject({ messages: [{ customerFacingMessage: REFUSALS.FR }] })
  })

  it("refuses in the country's language without conversationLanguage", () => {
    const risk = assessRisk({ firstName: "Underage", country: "AT", totalGrossCents: 10_000 }, NOW)
    expect(risk).toMatchObject({ messages: [{ customerFacingMessage: "Sie müssen mindestens 18 Jahre alt sein, um diese Zahlungsart zu nutzen." }] })
  })

  it("reads the obsolete SE and DK of the customer-account calls as Swedish and Danish", () => {
    expect(answerLanguage("SE", "SE")).toBe("SV")
    expect(answerLanguage("DK", "DK")).toBe("DA")
  })
})
