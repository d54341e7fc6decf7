import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { RivertyClient } from "../../riverty"
import { createClientFor } from "../../providers/riverty/client-factory"
import { parseProviderOptions, type RivertyProviderOptions } from "../../providers/riverty/options"
import { RIVERTY_METHODS } from "../../providers/riverty/payment-methods"

type ProviderEntry = { id?: unknown; options?: unknown }
type ModuleEntry = { options?: { providers?: ProviderEntry[] } } | boolean | string | undefined
type ConfigModule = { modules?: Record<string, ModuleEntry> | ModuleEntry[] }

/** True for the payment providers of this plugin (`pp_riverty-…_{id}`). */
export const isRivertyProvider = (providerId: string | null | undefined): boolean =>
  Object.values(RIVERTY_METHODS).some((m) => (providerId ?? "").startsWith(`pp_${m.identifier}_`))

/**
 * Workflows run outside the payment module, so they read the provider's own options from the
 * store's config (the entry whose id makes up the payment's provider id): one configuration for
 * the provider and for capture on shipment, cancellation and return notifications.
 */
export function providerOptionsFor(configModule: ConfigModule | undefined, providerId: string): RivertyProviderOptions | undefined {
  const modules = configModule?.modules
  const entries = Array.isArray(modules) ? modules : Object.values(modules ?? {})
  for (const entry of entries) {
    if (!entry || typeof entry !== "object") continue
    for (const provider of entry.options?.providers ?? []) {
      if (Object.values(RIVERTY_METHODS).some((m) => `pp_${m.identifier}_${String(provider.id)}` === providerId)) {
        return parseProviderOptions(provider.options)
      }
    }
  }
  return undefined
}

export interface ProviderConnection {
  options: RivertyProviderOptions
  client: RivertyClient
}

// One client per option set, so the transport's retry state and connections are shared.
const clients = new Map<string, RivertyClient>()

export function connectionFor(container: MedusaContainer, providerId: string): ProviderConnection | undefined {
  const configModule = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE) as unknown as ConfigModule
  const options = providerOptionsFor(configModule, providerId)
  if (!options) return undefined
  const key = JSON.stringify([options.environment, options.baseUrl, options.apiKeys, options.timeoutMs])
  const client = clients.get(key) ?? createClientFor(options)
  clients.set(key, client)
  return { options, client }
}
