import type { MedusaContainer } from "@medusajs/framework/types"
import { rivertyConnection, rivertyProviders, type ConnectionOptions } from "../../connection"
import type { RivertyClient } from "riverty-client"

/** The `provider_id` of the plugin's own connection (admin calls, callbacks, accounting). */
export const PLUGIN_CONNECTION_ID = "plugin"

/** A configured connection the admin lists and tests. */
export interface ConnectionTarget {
  provider_id: string
  client: RivertyClient
  options: ConnectionOptions
  /** True for the plugin's connection only: every provider entry uses it (its OAuth client is tested once, under "plugin"). */
  ownOAuth: boolean
}

/** The plugin's connection and every Riverty provider entry, in config order. */
export function connectionTargets(container: MedusaContainer): ConnectionTarget[] {
  const plugin = rivertyConnection(container)
  const targets: ConnectionTarget[] = [{ provider_id: PLUGIN_CONNECTION_ID, client: plugin.client, options: plugin.options, ownOAuth: true }]
  // Every provider entry calls Riverty with the plugin's client; listed so the admin shows each one.
  for (const entry of rivertyProviders(container)) targets.push({ provider_id: entry.id, client: plugin.client, options: entry.options, ownOAuth: false })
  return targets
}

/** The countries with an API key, in a stable order. */
export const keyCountries = (options: ConnectionOptions): string[] =>
  Object.entries(options.apiKeys ?? {})
    .filter(([, key]) => typeof key === "string" && key.length > 0)
    .map(([country]) => country)
    .sort()
