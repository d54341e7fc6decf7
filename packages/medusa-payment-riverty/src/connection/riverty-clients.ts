import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { RivertyClient } from "riverty-client"
import { clientFor } from "./client"
import type { ConnectionOptions } from "./options"
import { rivertyProviderOptions, type RivertyProviderOptions } from "./provider-options"
import { providerEntryForOrderNumber, providerEntryOf, rivertyProviderEntries, type ConfigModule } from "./registry"

/** The store's client and the options a caller reads beside it. */
export interface RivertyConnection<O extends ConnectionOptions = ConnectionOptions> {
  client: RivertyClient
  options: O
}

/** The registration key of the plugin's `riverty` module (its service holds the parsed plugin options). */
const RIVERTY_MODULE_KEY = "riverty"

/** Anything that resolves registrations: Medusa's container, or a module's cradle (a payment provider's). */
type Resolver = { resolve<T>(key: string): T }

/**
 * The plugin entry's options, as the `riverty` module parsed them once at startup: the one source
 * of every Riverty client of the store. A payment provider reaches the module through the payment
 * module's `dependencies`.
 */
export function rivertyPluginOptions(container: Resolver): ConnectionOptions {
  let rivertyModule: { options?: ConnectionOptions } | undefined
  try {
    rivertyModule = container.resolve<{ options?: ConnectionOptions }>(RIVERTY_MODULE_KEY)
  } catch {
    rivertyModule = undefined
  }
  if (!rivertyModule?.options) {
    throw new MedusaError(
      MedusaError.Types.UNEXPECTED_STATE,
      'The riverty module is not reachable: add the medusa-payment-riverty plugin to medusa-config, and "riverty" to the payment module\'s dependencies',
    )
  }
  return rivertyModule.options
}

/**
 * The store's Riverty client, made once from the plugin's options and shared by the payment
 * providers, routes, workflow steps, subscribers and jobs (its transport keeps its retry and
 * token state across calls).
 */
export function rivertyClient(container: Resolver): RivertyClient {
  return clientFor(rivertyPluginOptions(container))
}

/** The store's client with the plugin's options (for what a call needs besides the client: v1 client id, callbacks). */
export function rivertyConnection(container: Resolver): RivertyConnection {
  const options = rivertyPluginOptions(container)
  return { client: clientFor(options), options }
}

/**
 * The store's client with the options of the Riverty provider behind a payment's provider id
 * (`pp_riverty-{method}_{id}`), or of the provider that issued an order number (the longest
 * `orderNumberPrefix` it starts with) where no payment tells the provider id: the plugin's
 * connection with the entry's own options (capture, order number prefix, risk data, limits).
 * Undefined when no Riverty provider entry matches.
 */
export function rivertyProviderConnection(
  container: MedusaContainer,
  which: string | { orderNumber: string },
): RivertyConnection<RivertyProviderOptions> | undefined {
  const configModule = container.resolve<ConfigModule>(ContainerRegistrationKeys.CONFIG_MODULE)
  const entry = typeof which === "string" ? providerEntryOf(configModule, which) : providerEntryForOrderNumber(configModule, which.orderNumber)
  if (!entry) return undefined
  const plugin = rivertyPluginOptions(container)
  return { client: clientFor(plugin), options: rivertyProviderOptions(plugin, entry) }
}

/** Every Riverty provider entry of the store's config by its `id`, with its options as `rivertyProviderConnection` gives them. */
export function rivertyProviders(container: MedusaContainer): Array<{ id: string; options: RivertyProviderOptions }> {
  const plugin = rivertyPluginOptions(container)
  const configModule = container.resolve<ConfigModule>(ContainerRegistrationKeys.CONFIG_MODULE)
  return rivertyProviderEntries(configModule).map(({ id, options }) => ({ id, options: rivertyProviderOptions(plugin, options) }))
}
