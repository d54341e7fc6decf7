import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { RivertyClient } from "../../riverty"
import type { RivertyProviderOptions } from "../../providers/riverty/options"
import { clientForOptions, findProviderOptions, isRivertyProvider } from "../../providers/riverty/registered-options"

export { isRivertyProvider }

/**
 * Workflows run outside the payment module, so they read the provider's own options from the
 * store's config (the entry whose id makes up the payment's provider id): one configuration for
 * the provider and for capture on shipment, cancellation and return notifications.
 */
export const providerOptionsFor = findProviderOptions

export interface ProviderConnection {
  options: RivertyProviderOptions
  client: RivertyClient
}

export function connectionFor(container: MedusaContainer, providerId: string): ProviderConnection | undefined {
  const configModule = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
  const options = findProviderOptions(configModule as Parameters<typeof findProviderOptions>[0], providerId)
  return options ? { options, client: clientForOptions(options) } : undefined
}
