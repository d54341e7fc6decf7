// What the page remembers between pages: the cart id and the country the shopper buys in. Personal
// data (birth date, identification number, bank account) is never stored here.
const CART = "riverty-demo-cart"
const COUNTRY = "riverty-demo-country"

export const storedCartId = (): string | null => localStorage.getItem(CART)
export const storeCartId = (id: string): void => localStorage.setItem(CART, id)
export const forgetCart = (): void => localStorage.removeItem(CART)

export const storedCountry = (): string | null => localStorage.getItem(COUNTRY)
export const storeCountry = (code: string): void => localStorage.setItem(COUNTRY, code)
