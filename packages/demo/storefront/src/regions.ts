// The store's regions and their countries: the shopper picks a country, the cart lives in its region.
import type { HttpTypes } from "@medusajs/framework/types"
import { config, sdk } from "./config"
import { byMarketOrder } from "./markets"
import { storedCountry } from "./state"

export interface CountryChoice {
  code: string
  name: string
  region: HttpTypes.StoreRegion
}

let cached: Promise<CountryChoice[]> | undefined

export function countries(): Promise<CountryChoice[]> {
  cached ??= sdk.store.region.list({ limit: 50, fields: "id,name,currency_code,*countries" }).then(({ regions }) =>
    regions
      .filter((region) => !config.regions || config.regions.includes(region.id))
      .flatMap((region) =>
        (region.countries ?? []).map((country) => ({
          code: String(country.iso_2),
          name: String(country.display_name ?? country.name ?? country.iso_2),
          region,
        }))
      )
      // The markets' order (Germany first), not the store's id order, decides the list and the first country.
      .sort((a, b) => byMarketOrder(a.code, b.code))
  )
  return cached
}

/** The country chosen before (or the first one), and its region. */
export async function currentCountry(): Promise<CountryChoice> {
  const all = await countries()
  if (!all.length) throw new Error("The store has no region with countries; run the demo seed (packages/demo/lib/seed.ts)")
  return all.find((c) => c.code === storedCountry()) ?? all[0]
}

/** The Riverty provider of Fixed Installments in a region, for the teaser; undefined when the region has none. */
export async function installmentsProviderOf(regionId: string): Promise<string | undefined> {
  const { payment_providers } = await sdk.store.payment.listPaymentProviders({ region_id: regionId })
  return payment_providers.map((p) => p.id).find((id) => id.startsWith("pp_riverty-installments_"))
}
