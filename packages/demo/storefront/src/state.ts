// What the page remembers between pages: the cart id, the country the shopper buys in and the
// language chosen there. Personal
// data (birth date, identification number, bank account) is never stored here.
const CART = "riverty-demo-cart"
const COUNTRY = "riverty-demo-country"
// The locale chosen where a country has two (de-CH or fr-CH, nl-BE or fr-BE).
const LOCALE = "riverty-demo-locale"

export const storedCartId = (): string | null => localStorage.getItem(CART)
export const storeCartId = (id: string): void => localStorage.setItem(CART, id)
export const forgetCart = (): void => localStorage.removeItem(CART)

export const storedCountry = (): string | null => localStorage.getItem(COUNTRY)
export const storeCountry = (code: string): void => localStorage.setItem(COUNTRY, code)

export const storedLocale = (): string | null => localStorage.getItem(LOCALE)
export const storeLocale = (locale: string): void => localStorage.setItem(LOCALE, locale)
