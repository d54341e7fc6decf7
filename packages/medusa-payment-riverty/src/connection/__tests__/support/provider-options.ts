import { ConnectionOptionsSchema, parseOptions } from "../../options"
import { parseProviderEntry, rivertyProviderOptions, type RivertyProviderOptions } from "../../provider-options"

/** A provider's options as a store gives them: the plugin entry's `plugin`, the provider entry's `entry`. */
export function providerOptionsOf(plugin: Record<string, unknown>, entry: Record<string, unknown> = {}): RivertyProviderOptions {
  return rivertyProviderOptions(parseOptions(ConnectionOptionsSchema, plugin, "plugin options"), parseProviderEntry(entry))
}
