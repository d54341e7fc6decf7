import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createInventoryLevelsWorkflow,
  createProductsWorkflow,
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createProductTypesWorkflow,
  createStockLocationsWorkflow,
  createTaxRatesWorkflow,
  createTaxRegionsWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
} from "@medusajs/medusa/core-flows"
import { DEMO_MARKETS, PRODUCTS, REDUCED_RATE_TYPE, SHIPPING_PRICES, type DemoCurrency } from "./seed-markets"

export const SHIPPING_OPTION_NAME = "Standard parcel"

type Regions = { id: string; currency_code: string; countries: string[] }[]

/**
 * What a shopper needs to buy something that ships: VAT per country (standard, and reduced for
 * food), a warehouse whose fulfillment set serves every demo country, a shipping option priced in
 * every currency, and stocked products in the channel.
 * Shipping is what lets the admin show capture on shipment.
 */
export async function seedDemoCatalog(container: MedusaContainer, { salesChannelId, regions }: { salesChannelId: string; regions: Regions }) {
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const countries = regions.flatMap((r) => r.countries)

  const { result: types } = await createProductTypesWorkflow(container).run({ input: { product_types: [{ value: REDUCED_RATE_TYPE }] } })
  const reducedType = types[0].id
  await seedVat(container, countries, reducedType)

  const { result: locations } = await createStockLocationsWorkflow(container).run({
    input: { locations: [{ name: "Riverty demo warehouse", address: { address_1: "Lagerweg 1", postal_code: "10115", city: "Berlin", country_code: "DE" } }] },
  })
  const locationId = locations[0].id
  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: locationId },
    [Modules.FULFILLMENT]: { fulfillment_provider_id: "manual_manual" },
  })
  const fulfillmentSet = await container.resolve(Modules.FULFILLMENT).createFulfillmentSets({
    name: "Riverty demo shipping",
    type: "shipping",
    service_zones: [{ name: "Riverty countries", geo_zones: countries.map((country_code) => ({ country_code, type: "country" as const })) }],
  })
  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: locationId },
    [Modules.FULFILLMENT]: { fulfillment_set_id: fulfillmentSet.id },
  })
  await linkSalesChannelsToStockLocationWorkflow(container).run({ input: { id: locationId, add: [salesChannelId] } })

  const { result: profiles } = await createShippingProfilesWorkflow(container).run({
    input: { data: [{ name: "Riverty demo parcels", type: "default" }] },
  })
  await createShippingOptionsWorkflow(container).run({
    input: [
      {
        name: SHIPPING_OPTION_NAME,
        price_type: "flat",
        provider_id: "manual_manual",
        service_zone_id: fulfillmentSet.service_zones[0].id,
        shipping_profile_id: profiles[0].id,
        type: { label: "Standard", description: "2-3 working days", code: "standard" },
        prices: [
          ...Object.entries(SHIPPING_PRICES).map(([currency_code, amount]) => ({ currency_code, amount })),
          ...regions.map((r) => ({ region_id: r.id, amount: SHIPPING_PRICES[r.currency_code as DemoCurrency] })),
        ],
        rules: [
          { attribute: "enabled_in_store", value: "true", operator: "eq" },
          { attribute: "is_return", value: "false", operator: "eq" },
        ],
      },
    ],
  })

  await createProductsWorkflow(container).run({
    input: {
      products: PRODUCTS.map((p) => ({
        title: p.title,
        handle: p.handle,
        description: p.description,
        status: "published" as const,
        shipping_profile_id: profiles[0].id,
        ...(p.reduced ? { type_id: reducedType } : {}),
        options: [{ title: p.option.title, values: [...p.option.values] }],
        sales_channels: [{ id: salesChannelId }],
        variants: p.option.values.map((value) => ({
          title: value,
          sku: `${p.sku}-${value.toUpperCase()}`,
          manage_inventory: true,
          options: { [p.option.title]: value },
          prices: Object.entries(p.prices).map(([currency_code, amount]) => ({ currency_code, amount })),
        })),
      })),
    },
  })

  const { data: items } = await query.graph({ entity: "inventory_item", fields: ["id"] })
  await createInventoryLevelsWorkflow(container).run({
    input: { inventory_levels: items.map((item) => ({ location_id: locationId, inventory_item_id: item.id, stocked_quantity: 1000 })) },
  })
}

/** Each country's standard rate as its default, and its reduced rate for food where it has one. */
async function seedVat(container: MedusaContainer, countries: string[], reducedType: string) {
  const market = (country: string) => DEMO_MARKETS.find((m) => m.country === country)!
  const code = (country: string, rate: number) => `${country.toUpperCase()}${rate}`
  const { result: taxRegions } = await createTaxRegionsWorkflow(container).run({
    input: countries.map((country_code) => ({
      country_code,
      provider_id: "tp_system",
      default_tax_rate: { rate: market(country_code).vat.standard, code: code(country_code, market(country_code).vat.standard), name: `${country_code.toUpperCase()} standard` },
    })),
  })
  await createTaxRatesWorkflow(container).run({
    input: taxRegions.flatMap((taxRegion) => {
      const reduced = market(taxRegion.country_code!).vat.reduced
      if (reduced === null) return []
      const country = taxRegion.country_code!
      return [{ tax_region_id: taxRegion.id, rate: reduced, code: code(country, reduced), name: `${country.toUpperCase()} reduced (food)`, rules: [{ reference: "product_type", reference_id: reducedType }] }]
    }),
  })
}
