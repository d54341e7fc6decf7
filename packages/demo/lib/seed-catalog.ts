import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createInventoryLevelsWorkflow,
  createProductsWorkflow,
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  createTaxRegionsWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
} from "@medusajs/medusa/core-flows"

export const SHIPPING_OPTION_NAME = "Standard parcel"

const VAT: Record<string, number> = { de: 19, nl: 21, se: 25 }

// Prices per currency: the jacket reaches the installment minimums in both, the beanie is a small
// invoice purchase.
const PRODUCTS = [
  {
    title: "Riverty Rain Jacket",
    handle: "riverty-rain-jacket",
    description: "A light, waterproof jacket for the walk to the parcel shop.",
    option: { title: "Size", values: ["M", "L"] },
    sku: "RAIN-JACKET",
    prices: { eur: 89.95, sek: 999 },
  },
  {
    title: "Riverty Wool Beanie",
    handle: "riverty-wool-beanie",
    description: "Merino wool, one size.",
    option: { title: "Colour", values: ["Green", "Grey"] },
    sku: "WOOL-BEANIE",
    prices: { eur: 24.95, sek: 279 },
  },
] as const
const SHIPPING_PRICES = { eur: 4.95, sek: 49 } as const

type Regions = { id: string; currency_code: string; countries: string[] }[]

/**
 * What a shopper needs to buy something that ships: VAT per country, a warehouse whose fulfillment
 * set serves every demo country, a priced shipping option, and stocked products in the channel.
 * Shipping is what lets the admin show capture on shipment.
 */
export async function seedDemoCatalog(container: MedusaContainer, { salesChannelId, regions }: { salesChannelId: string; regions: Regions }) {
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const countries = regions.flatMap((r) => r.countries)

  await createTaxRegionsWorkflow(container).run({
    input: countries.map((country_code) => ({
      country_code,
      provider_id: "tp_system",
      default_tax_rate: { rate: VAT[country_code] ?? 0, code: `${country_code.toUpperCase()}${VAT[country_code] ?? 0}`, name: `${country_code.toUpperCase()} standard` },
    })),
  })

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
          ...regions.map((r) => ({ region_id: r.id, amount: SHIPPING_PRICES[r.currency_code as keyof typeof SHIPPING_PRICES] })),
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
