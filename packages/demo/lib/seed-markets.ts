// The nine markets Riverty serves, as a shop selling in each would set up its store: one region
// per currency (Riverty bills each country in its own currency), each country's VAT, and prices
// including VAT, as shoppers there are shown them.

export interface DemoMarket {
  /** ISO 3166 alpha-2, lower case as Medusa keeps it. */
  country: string
  currency: string
  /** The standard rate and one reduced rate (food); null where the country has none (Denmark). */
  vat: { standard: number; reduced: number | null }
}

// Standard and reduced (food) VAT rates in percent. Denmark has one rate only: food is taxed at 25.
export const DEMO_MARKETS: readonly DemoMarket[] = [
  { country: "de", currency: "eur", vat: { standard: 19, reduced: 7 } },
  { country: "at", currency: "eur", vat: { standard: 20, reduced: 10 } },
  { country: "ch", currency: "chf", vat: { standard: 8.1, reduced: 2.6 } },
  { country: "nl", currency: "eur", vat: { standard: 21, reduced: 9 } },
  { country: "be", currency: "eur", vat: { standard: 21, reduced: 6 } },
  { country: "se", currency: "sek", vat: { standard: 25, reduced: 12 } },
  { country: "no", currency: "nok", vat: { standard: 25, reduced: 15 } },
  { country: "fi", currency: "eur", vat: { standard: 25.5, reduced: 14 } },
  { country: "dk", currency: "dkk", vat: { standard: 25, reduced: null } },
]

const countriesIn = (currency: string) => DEMO_MARKETS.filter((m) => m.currency === currency).map((m) => m.country)

// One region per currency: the euro countries share one, as a merchant selling in euros sets it up.
// The first region's first country (Germany) is what a shopper sees first.
export const DEMO_REGIONS = [
  { name: "Riverty euro area", currency_code: "eur", countries: countriesIn("eur"), is_tax_inclusive: true },
  { name: "Riverty Switzerland", currency_code: "chf", countries: countriesIn("chf"), is_tax_inclusive: true },
  { name: "Riverty Sweden", currency_code: "sek", countries: countriesIn("sek"), is_tax_inclusive: true },
  { name: "Riverty Norway", currency_code: "nok", countries: countriesIn("nok"), is_tax_inclusive: true },
  { name: "Riverty Denmark", currency_code: "dkk", countries: countriesIn("dkk"), is_tax_inclusive: true },
] as const

export type DemoCurrency = (typeof DEMO_REGIONS)[number]["currency_code"]

/** The product type whose products take the reduced rate. */
export const REDUCED_RATE_TYPE = "Food"

/** Prices in each currency, VAT included; the jacket reaches the installment minimums, the beanie and the coffee are small invoice purchases. */
export const PRODUCTS = [
  {
    title: "Riverty Rain Jacket",
    handle: "riverty-rain-jacket",
    description: "A light, waterproof jacket for the walk to the parcel shop.",
    option: { title: "Size", values: ["M", "L"] },
    sku: "RAIN-JACKET",
    reduced: false,
    prices: { eur: 89.95, chf: 99.9, sek: 999, nok: 1049, dkk: 699 },
  },
  {
    title: "Riverty Wool Beanie",
    handle: "riverty-wool-beanie",
    description: "Merino wool, one size.",
    option: { title: "Colour", values: ["Green", "Grey"] },
    sku: "WOOL-BEANIE",
    reduced: false,
    prices: { eur: 24.95, chf: 27.9, sek: 279, nok: 299, dkk: 189 },
  },
  {
    title: "Riverty Trail Coffee",
    handle: "riverty-trail-coffee",
    description: "Whole beans, 500 g: food, at the reduced VAT rate.",
    option: { title: "Roast", values: ["Medium", "Dark"] },
    sku: "TRAIL-COFFEE",
    reduced: true,
    prices: { eur: 12.95, chf: 14.5, sek: 149, nok: 159, dkk: 99 },
  },
] as const satisfies readonly { title: string; handle: string; description: string; option: { title: string; values: readonly string[] }; sku: string; reduced: boolean; prices: Record<DemoCurrency, number> }[]

export const SHIPPING_PRICES: Readonly<Record<DemoCurrency, number>> = { eur: 4.95, chf: 7.9, sek: 49, nok: 79, dkk: 39 }
