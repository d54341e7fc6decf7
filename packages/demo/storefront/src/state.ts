// What the page remembers between pages: the cart id and the country the shopper buys in. Personal
// data (birth date, identification number, bank account) is never stored here.
const CART = "riverty-demo-cart"
const COUNTRY = "riverty-demo-country"

export const storedCartId = (): string | null => localStorage.getItem(CART)
export const storeCartId = (id: string): void => localStorage.setItem(CART, id)
export const forgetCart = (): void => localStorage.removeItem(CART)

export const storedCountry = (): string | null => localStorage.getItem(COUNTRY)
export const storeCountry = (code: string): void => localStorage.setItem(COUNTRY, code)

const LOCALES: Record<string, string> = { de: "de-DE", nl: "nl-NL", se: "sv-SE", no: "nb-NO", fi: "fi-FI", dk: "da-DK", at: "de-AT", ch: "de-CH", be: "nl-BE" }

/** The language of the page's words; the cart carries it, so Riverty answers in it too. */
export const PAGE_LOCALE = "en-GB"

/** The country's number and currency format (the page's words stay English). */
export const localeOf = (countryCode: string): string => LOCALES[countryCode.toLowerCase()] ?? "en"
