import type { AuthorizeRequestInput, OrderItemInput } from "riverty-client"

let seq = 0
/** Unique order numbers per test run. */
export function orderNumber(prefix = "T"): string {
  seq += 1
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${seq}`
}

export const JACKET: OrderItemInput = {
  productId: "JACKET",
  description: "Rain jacket",
  grossUnitPrice: 119,
  netUnitPrice: 100,
  vatPercent: 19,
  vatAmount: 19,
  quantity: 1,
}

export const SOCKS: OrderItemInput = {
  productId: "SOCKS",
  description: "Wool socks",
  grossUnitPrice: 10.7,
  netUnitPrice: 10,
  vatPercent: 7,
  vatAmount: 0.7,
  quantity: 3,
}

export const SHIPPING: OrderItemInput = {
  productId: "SHIP",
  description: "Shipping",
  type: "ShippingFee",
  grossUnitPrice: 4.9,
  netUnitPrice: 4.12,
  vatPercent: 19,
  vatAmount: 0.78,
  quantity: 1,
}

export function totals(items: OrderItemInput[]): { totalGrossAmount: number; totalNetAmount: number } {
  const sum = (pick: (i: OrderItemInput) => number) =>
    Math.round(items.reduce((s, i) => s + Math.round(pick(i) * 100) * Number(i.quantity), 0)) / 100
  return { totalGrossAmount: sum((i) => Number(i.grossUnitPrice)), totalNetAmount: sum((i) => Number(i.netUnitPrice)) }
}

export interface AuthorizeFixture {
  firstName?: string
  country?: "DE" | "NL" | "SE" | "NO" | "AT"
  items?: OrderItemInput[]
  number?: string
  payment?: AuthorizeRequestInput["payment"]
  extra?: Partial<AuthorizeRequestInput>
}

const ADDRESSES = {
  DE: { street: "Gütersloher Straße", streetNumber: "123", postalCode: "33415", postalPlace: "Verl", countryCode: "DE" },
  AT: { street: "Stephansplatz", streetNumber: "1", postalCode: "1010", postalPlace: "Wien", countryCode: "AT" },
  NL: { street: "Straatnaam", streetNumber: "1", streetNumberAdditional: "A", postalCode: "1111AA", postalPlace: "Diemen", countryCode: "NL" },
  SE: { street: "Drottninggatan", streetNumber: "12", postalCode: "11151", postalPlace: "Stockholm", countryCode: "SE" },
  NO: { street: "Karl Johans gate", streetNumber: "5", postalCode: "0154", postalPlace: "Oslo", countryCode: "NO" },
} as const

const CURRENCY = { DE: "EUR", AT: "EUR", NL: "EUR", SE: "SEK", NO: "NOK" } as const

/** A one-step authorize body (Astrid Svensson, the documentation persona, unless told otherwise). */
export function authorizeBody(f: AuthorizeFixture = {}): AuthorizeRequestInput {
  const country = f.country ?? "DE"
  const items = f.items ?? [JACKET, SOCKS, SHIPPING]
  return {
    payment: f.payment ?? { type: "Invoice" },
    customer: {
      customerCategory: "Person",
      salutation: "Mrs",
      firstName: f.firstName ?? "Astrid",
      lastName: "Svensson",
      birthDate: "1999-01-02",
      email: "astrid.svensson@example.com",
      address: { ...ADDRESSES[country] },
    },
    order: { number: f.number ?? orderNumber(), currency: CURRENCY[country], ...totals(items), items },
    ...f.extra,
  }
}
