import { conversationLanguageFor, rivertyLanguageOfLocale } from "../conversation-language"
import { buildCustomers, type CartSnapshot } from "../order-mapping"

const belgian = { firstName: "Claire", lastName: "Dubois", address1: "Rue Neuve 5", postalCode: "1000", city: "Bruxelles", countryCode: "BE" }
const cart = (overrides: Partial<CartSnapshot>): CartSnapshot => ({ id: "cart_1", currencyCode: "eur", totalCents: 0, items: [], shipping: [], ...overrides })

describe("the shopper's language at Riverty", () => {
  it("maps BCP 47 to Riverty's codes, Norwegian in all three spellings", () => {
    const cases: Record<string, string | undefined> = {
      "de-DE": "DE",
      "de-CH": "DE",
      "nl-BE": "NL",
      "fr-BE": "FR",
      "sv-SE": "SV",
      "nb-NO": "NO",
      "nn-NO": "NO",
      "no": "NO",
      "fi-FI": "FI",
      "da-DK": "DA",
      "en-GB": "EN",
      "FR_be": "FR",
      "es-ES": undefined,
      "": undefined,
    }
    for (const [locale, code] of Object.entries(cases)) expect([locale, rivertyLanguageOfLocale(locale)]).toEqual([locale, code])
  })

  it("takes the cart's locale, then the storefront's, then the country's, then English", () => {
    expect(conversationLanguageFor({ cartLocale: "fr-BE", storefrontLocale: "nl-BE", country: "BE" })).toBe("FR")
    expect(conversationLanguageFor({ cartLocale: null, storefrontLocale: "fr-BE", country: "BE" })).toBe("FR")
    expect(conversationLanguageFor({ country: "BE" })).toBe("NL")
    expect(conversationLanguageFor({ country: "SE" })).toBe("SV")
    expect(conversationLanguageFor({ country: "DK" })).toBe("DA")
    expect(conversationLanguageFor({ country: "AT" })).toBe("DE")
    expect(conversationLanguageFor({})).toBe("EN")
  })

  it("skips a language Riverty does not speak: the next source decides", () => {
    expect(conversationLanguageFor({ cartLocale: "es-ES", storefrontLocale: "fr-BE", country: "BE" })).toBe("FR")
    expect(conversationLanguageFor({ cartLocale: "es-ES", country: "DE" })).toBe("DE")
    expect(conversationLanguageFor({ cartLocale: "pl-PL", country: "US" })).toBe("EN")
  })

  it("addresses a French-speaking Belgian in French at authorize, a Belgian without locale in Dutch", () => {
    expect(buildCustomers(cart({ billingAddress: belgian, locale: "fr-BE" }), "invoice", {}).customer.conversationLanguage).toBe("FR")
    expect(buildCustomers(cart({ billingAddress: belgian }), "invoice", {}).customer.conversationLanguage).toBe("NL")
  })
})
