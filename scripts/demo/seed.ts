import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow,
  createProductsWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
} from "@medusajs/medusa/core-flows"

const REGION_NAME = "Riverty countries"

// Seeds the development store once: running the demo again finds what it made before.
export default async function seedDemo({ container }: ExecArgs) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const providerIds = (await container.resolve(Modules.PAYMENT).listPaymentProviders({}))
    .map((p) => p.id)
    .filter((id) => id.startsWith("pp_riverty-"))

  const { data: regions } = await query.graph({ entity: "region", fields: ["id"], filters: { name: REGION_NAME } })
  if (regions.length) {
    const { data: keys } = await query.graph({ entity: "api_key", fields: ["token"], filters: { type: "publishable" } })
    console.log(`DEMO_SEED ${JSON.stringify({ region_id: regions[0].id, publishable_key: keys[0]?.token })}`)
    return
  }

  const { result: channels } = await createSalesChannelsWorkflow(container).run({
    input: { salesChannelsData: [{ name: "Riverty demo webshop" }] },
  })
  const { result: keys } = await createApiKeysWorkflow(container).run({
    input: { api_keys: [{ title: "Demo storefront", type: "publishable", created_by: "" }] },
  })
  await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: keys[0].id, add: [channels[0].id] } })
  const { result: created } = await createRegionsWorkflow(container).run({
    input: {
      regions: [
        { name: REGION_NAME, currency_code: "eur", countries: ["de", "nl", "se"], payment_providers: providerIds },
      ],
    },
  })
  await createProductsWorkflow(container).run({
    input: {
      products: [
        {
          title: "Riverty Rain Jacket",
          handle: "riverty-rain-jacket",
          status: "published",
          options: [{ title: "Size", values: ["M", "L"] }],
          sales_channels: [{ id: channels[0].id }],
          variants: ["M", "L"].map((size) => ({
            title: size,
            sku: `RAIN-JACKET-${size}`,
            manage_inventory: false,
            options: { Size: size },
            prices: [{ amount: 89.95, currency_code: "eur" }],
          })),
        },
      ],
    },
  })
  logger.info(`Seeded region ${created[0].id} with ${providerIds.length} Riverty providers`)
  console.log(`DEMO_SEED ${JSON.stringify({ region_id: created[0].id, publishable_key: keys[0].token })}`)
}
