import { parseProviderEntry, type RivertyProviderEntry } from "./provider-options"

type Entry = { resolve?: unknown; id?: unknown; options?: unknown }
type ModuleEntry = { options?: { providers?: Entry[] } } | boolean | string | undefined
/** The part of Medusa's config module the registry reads. */
export type ConfigModule = { modules?: Record<string, ModuleEntry> | ModuleEntry[] } | undefined

/** Riverty's payment providers are `pp_riverty-{method}_{id}`: `id` is the entry's in medusa-config. */
const RIVERTY_PROVIDER_ID = /^pp_riverty-[a-z0-9-]+_(.+)$/

/** True for the payment providers of this plugin (`pp_riverty-…_{id}`). */
export const isRivertyProvider = (providerId: string | null | undefined): boolean => RIVERTY_PROVIDER_ID.test(providerId ?? "")

// The plugin's provider is registered as "medusa-payment-riverty/providers/riverty" in a store and
// "./src/providers/riverty" in this repository.
const isRivertyEntry = (entry: Entry) => /(^|\/)providers\/riverty\/?$/.test(String(entry.resolve ?? ""))

/** Every Riverty payment provider entry of the store's config, in order. */
function* rivertyEntries(configModule: ConfigModule): Generator<Entry> {
  const modules = configModule?.modules
  const entries = Array.isArray(modules) ? modules : Object.values(modules ?? {})
  for (const moduleEntry of entries) {
    if (!moduleEntry || typeof moduleEntry !== "object") continue
    for (const entry of moduleEntry.options?.providers ?? []) if (entry && isRivertyEntry(entry)) yield entry
  }
}

// Parsed once per entry: the same options object each time, so what is built on it is shared.
const parsedEntries = new WeakMap<object, RivertyProviderEntry>()
const NO_OPTIONS = {}

/** The entry's parsed options; throws naming the offending option (the provider itself refused to start then). */
function entryOptionsOf(entry: Entry): RivertyProviderEntry {
  const raw = entry.options && typeof entry.options === "object" ? entry.options : NO_OPTIONS
  let parsed = parsedEntries.get(raw)
  if (!parsed) parsedEntries.set(raw, (parsed = parseProviderEntry(raw)))
  return parsed
}

/** Every Riverty provider entry of the store's config with its `id` and parsed options, in order. */
export function rivertyProviderEntries(configModule: ConfigModule): Array<{ id: string; options: RivertyProviderEntry }> {
  return [...rivertyEntries(configModule)].map((entry) => ({ id: String(entry.id ?? ""), options: entryOptionsOf(entry) }))
}

/**
 * The options of the provider entry behind a Riverty provider id: the entry whose `id` makes
 * `pp_riverty-{method}_{id}` equal the id. Routes, workflows and jobs run outside the payment
 * module, so they read the provider's own options from the store's config, where the entry is.
 */
export function providerEntryOf(configModule: ConfigModule, providerId: string): RivertyProviderEntry | undefined {
  const registrationId = RIVERTY_PROVIDER_ID.exec(providerId)?.[1]
  if (registrationId === undefined) return undefined
  for (const entry of rivertyEntries(configModule)) if (String(entry.id) === registrationId) return entryOptionsOf(entry)
  return undefined
}

/**
 * The options of the Riverty provider entry that issued an order number: the one whose
 * `orderNumberPrefix` the number starts with (the longest such prefix when several match).
 */
export function providerEntryForOrderNumber(configModule: ConfigModule, orderNumber: string): RivertyProviderEntry | undefined {
  let best: RivertyProviderEntry | undefined
  for (const entry of rivertyEntries(configModule)) {
    const options = entryOptionsOf(entry)
    if (orderNumber.startsWith(options.orderNumberPrefix) && (!best || options.orderNumberPrefix.length > best.orderNumberPrefix.length)) {
      best = options
    }
  }
  return best
}
