import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { RivertyClient } from "riverty-client"
import type { RivertyProviderOptions } from "./provider-options"
import { clientFor } from "./client"
import type { ConnectionOptions } from "./options"
import { findProviderOptions, providerOptionsForOrderNumber, rivertyProviderEntries, type ConfigModule } from "./registry"

/** A client and the options it was made from. */
export interface RivertyConnection<O extends ConnectionOptions = ConnectionOptions> {
  client: RivertyClient
  options: O
}

/** The registration key of the plugin's `riverty` module (its service holds the parsed plugin options). */
const RIVERTY_MODULE_KEY = "riverty"

/**
 * Keys a provider entry may leave to the plugin entry: what only the plugin-level calls need
 * (OAuth client, accounting host, callbacks) and a store usually writes once, on the plugin.
 */
const PLUGIN_FALLBACK_KEYS = ["authUrl", "oauth", "accountingBaseUrl", "businessCode", "callbacksBaseUrl", "callbackApiVersion", "v1ClientId"] as const

const merged = new WeakMap<object, WeakMap<object, RivertyProviderOptions>>()

/** The provider's options, with the plugin's value for each fallback key the provider entry does not set. */
function withPluginFallbacks(provider: RivertyProviderOptions, plugin: ConnectionOptions | undefined): RivertyProviderOptions {
  if (!plugin) return provider
  let byPlugin = merged.get(provider)
  if (!byPlugin) merged.set(provider, (byPlugin = new WeakMap()))
  let options = byPlugin.get(plugin)
  if (!options) {
    const fallbacks = Object.fromEntries(PLUGIN_FALLBACK_KEYS.filter((key) => provider[key] === undefined && plugin[key] !== undefined).map((key) => [key, plugin[key]]))
    options = Object.keys(fallbacks).length ? { ...provider, ...fallbacks } : provider
    byPlugin.set(plugin, options)
  }
  return options
}

function pluginOptions(container: MedusaContainer): ConnectionOptions | undefined {
  if (!container.hasRegistration(RIVERTY_MODULE_KEY)) return undefined
  return container.resolve<{ options: ConnectionOptions }>(RIVERTY_MODULE_KEY).options
}

/**
 * The one way routes, workflow steps, subscribers and jobs reach Riverty.
 *
 * - `rivertyConnection(container)`: the plugin-level connection, from the plugin's options
 *   (notification reconciliation, callback registration).
 * - `rivertyConnection(container, providerId)`: the connection of the provider behind a payment's
 *   provider id, from that provider entry's options in the store's config (completed by the
 *   plugin's OAuth client, accounting host and business code where the entry leaves them out);
 *   undefined when no Riverty provider entry has that id.
 *
 * - `rivertyConnection(container, { orderNumber })`: the same for the provider that issued an
 *   order number (the longest `orderNumberPrefix` it starts with), where no payment tells the
 *   provider id (a session Medusa has deleted).
 *
 * The client is made once per options object and shared.
 */
export function rivertyConnection(container: MedusaContainer): RivertyConnection
export function rivertyConnection(
  container: MedusaContainer,
  provider: string | { orderNumber: string },
): RivertyConnection<RivertyProviderOptions> | undefined
export function rivertyConnection(container: MedusaContainer, which?: string | { orderNumber: string }): RivertyConnection | undefined {
  const plugin = pluginOptions(container)
  if (which === undefined) {
    if (!plugin) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, "The riverty module is not registered: add the medusa-payment-riverty plugin to medusa-config")
    return { client: clientFor(plugin), options: plugin }
  }
  const configModule = container.resolve<ConfigModule>(ContainerRegistrationKeys.CONFIG_MODULE)
  const provider =
    typeof which === "string" ? findProviderOptions(configModule, which) : providerOptionsForOrderNumber(configModule, which.orderNumber)
  if (!provider) return undefined
  const options = withPluginFallbacks(provider, plugin)
  return { client: clientFor(options), options }
}

/**
 * The connection of every Riverty provider entry in the store's config, by the entry's `id`, each
 * completed by the plugin's fallbacks as `rivertyConnection(container, providerId)` does (the
 * admin's Connection area lists and tests them all).
 */
export function rivertyProviderConnections(container: MedusaContainer): Array<{ id: string } & RivertyConnection<RivertyProviderOptions>> {
  const plugin = pluginOptions(container)
  const configModule = container.resolve<ConfigModule>(ContainerRegistrationKeys.CONFIG_MODULE)
  return rivertyProviderEntries(configModule).map(({ id, options: provider }) => {
    const options = withPluginFallbacks(provider, plugin)
    return { id, client: clientFor(options), options }
  })
}
