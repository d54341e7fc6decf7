import type { ExecArgs, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  updateStoresWorkflow,
} from "@medusajs/medusa/core-flows"
import { seedDemoCatalog, SHIPPING_OPTION_NAME } from "./seed-catalog"
import { DEMO_MARKETS, DEMO_REGIONS } from "./seed-markets"

// The demo finds its own records by these names on a second run (a store may hold other keys,
// channels and regions; the first publishable key found is not necessarily the demo's).
export const DEMO_CHANNEL = "Riverty demo webshop"
export const DEMO_KEY_TITLE = "Riverty demo storefront"


type DemoRegion = { id: string; name: string; currency_code: string; countries: string[] }
/** A market as the demo prints it: the country, its region and currency, and its VAT rates. */
type MarketLine = { country: string; region_id: string; currency_code: string; vat: { standard: number; reduced: number | null } }

/**
 * The line `npm run demo` reads (and the storefront server gets its regions from):
 *   DEMO_SEED {"seeded": boolean, "publishable_key": "pk_…", "sales_channel_id": "sc_…",
 *              "region_id": "<first region>", "regions": [{"id", "name", "currency_code", "countries": ["de", …]}],
 *              "markets": [{"country": "de", "region_id", "currency_code": "eur", "vat": {"standard": 19, "reduced": 7}}, …]}
 * `seeded` is false when the demo's records were already there.
 */
function report(seeded: boolean, publishableKey: string, salesChannelId: string, regions: DemoRegion[]): void {
  const markets: MarketLine[] = DEMO_MARKETS.map((market) => {
    const region = regions.find((r) => r.countries.includes(market.country))!
    return { country: market.country, region_id: region.id, currency_code: region.currency_code, vat: market.vat }
  })
  const line = { seeded, publishable_key: publishableKey, sales_channel_id: salesChannelId, region_id: regions[0].id, regions, markets }
  console.log(`DEMO_SEED ${JSON.stringify(line)}`)
}

async function demoRegions(container: MedusaContainer): Promise<DemoRegion[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "region",
    fields: ["id", "name", "currency_code", "countries.iso_2"],
    filters: { name: DEMO_REGIONS.map((r) => r.name) },
  })
  return DEMO_REGIONS.flatMap((wanted) => {
    const found = data.find((r) => r.name === wanted.name)
    if (!found) return []
    // In the markets' order (Germany first), not the store's.
    const countries = wanted.countries.filter((code) => (found.countries ?? []).some((c: { iso_2: string } | null) => c?.iso_2 === code))
    return [{ id: found.id, name: found.name, currency_code: found.currency_code, countries }]
  })
}

/** The demo's channel with its own publishable key, or null before the first run. */
async function existingDemo(container: MedusaContainer) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "sales_channel",
    fields: ["id", "publishable_api_keys.token", "publishable_api_keys.title", "publishable_api_keys.revoked_at"],
    filters: { name: DEMO_CHANNEL },
  })
  if (!data.length) return null
  const key = (data[0].publishable_api_keys ?? []).find((k: { token: string; title: string; revoked_at: unknown } | null) => k && k.title === DEMO_KEY_TITLE && !k.revoked_at)
  return { salesChannelId: data[0].id, publishableKey: key?.token }
}

async function hasShippingOption(container: MedusaContainer): Promise<boolean> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "shipping_option", fields: ["id"], filters: { name: SHIPPING_OPTION_NAME } })
  return data.length > 0
}

// Seeds the demo store once: running the demo again finds what it made before and seeds nothing.
export default async function seedDemo({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const existing = await existingDemo(container)
  if (existing) {
    const regions = await demoRegions(container)
    const complete = regions.length === DEMO_REGIONS.length && regions.every((r, i) => r.countries.length === DEMO_REGIONS[i].countries.length)
    if (!existing.publishableKey || !complete || !(await hasShippingOption(container))) {
      throw new Error(
        "The demo database holds an older or changed demo (its key, regions or shipping are missing): reset it with `npm run demo -- --reset`"
      )
    }
    report(false, existing.publishableKey, existing.salesChannelId, regions)
    return
  }

  const providerIds = (await container.resolve(Modules.PAYMENT).listPaymentProviders({}))
    .map((p) => p.id)
    .filter((id) => id.startsWith("pp_riverty-"))
  const { result: channels } = await createSalesChannelsWorkflow(container).run({
    input: { salesChannelsData: [{ name: DEMO_CHANNEL, description: "The storefront `npm run demo` serves" }] },
  })
  const salesChannelId = channels[0].id
  const { result: keys } = await createApiKeysWorkflow(container).run({
    input: { api_keys: [{ title: DEMO_KEY_TITLE, type: "publishable", created_by: "" }] },
  })
  await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: keys[0].id, add: [salesChannelId] } })
  await createRegionsWorkflow(container).run({
    input: { regions: DEMO_REGIONS.map((r) => ({ ...r, countries: [...r.countries], payment_providers: providerIds })) },
  })
  const regions = await demoRegions(container)

  // The admin edits prices only in the store's currencies.
  const [store] = await container.resolve(Modules.STORE).listStores({}, { take: 1 })
  if (store) {
    await updateStoresWorkflow(container).run({
      input: {
        selector: { id: store.id },
        update: {
          supported_currencies: DEMO_REGIONS.map((r, i) => ({ currency_code: r.currency_code, is_default: i === 0, is_tax_inclusive: true })),
          default_sales_channel_id: salesChannelId,
          default_region_id: regions[0].id,
        },
      },
    })
  }

  await seedDemoCatalog(container, { salesChannelId, regions })
  logger.info(`Seeded the demo: ${DEMO_MARKETS.length} markets in ${regions.length} regions with ${providerIds.length} Riverty providers, shipping and products`)
  report(true, keys[0].token, salesChannelId, regions)
}
