import type { MedusaContainer } from "@medusajs/framework/types"
import { rivertyConnection, rivertyProviderConnections, type ConnectionOptions } from "../../connection"
import type { RivertyClient } from "riverty-client"

/** The `provider_id` of the plugin's own connection (admin calls, callbacks, accounting). */
export const PLUGIN_CONNECTION_ID = "plugin"

/** A configured connection the admin lists and tests. */
export interface ConnectionTarget {
  provider_id: string
  client: RivertyClient
  options: ConnectionOptions
  /** False when the entry only borrows the plugin's OAuth client (tested once, under "plugin"). */
  ownOAuth: boolean
}

/** The plugin's connection and every Riverty provider entry's, in config order. */
export function connectionTargets(container: MedusaContainer): ConnectionTarget[] {
  const plugin = rivertyConnection(container)
  const targets: ConnectionTarget[] = [{ provider_id: PLUGIN_CONNECTION_ID, client: plugin.client, options: plugin.options, ownOAuth: true }]
  for (const entry of rivertyProviderConnections(container)) {
    targets.push({
      provider_id: entry.id,
      client: entry.client,
      options: entry.options,
      // The registry copies the plugin's oauth object into an entry that has none: the same client.
      ownOAuth: entry.options.oauth !== undefined && entry.options.oauth !== plugin.options.oauth,
    })
  }
  return targets
}

/** The countries with an API key, in a stable order. */
export const keyCountries = (options: ConnectionOptions): string[] =>
  Object.entries(options.apiKeys ?? {})
    .filter(([, key]) => typeof key === "string" && key.length > 0)
    .map(([country]) => country)
    .sort()
