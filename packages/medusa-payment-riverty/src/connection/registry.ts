import { parseProviderOptions, type RivertyProviderOptions } from "./provider-options"

type Entry = { id?: unknown; options?: unknown }
type ModuleEntry = { options?: { providers?: Entry[] } } | boolean | string | undefined
/** The part of Medusa's config module the registry reads. */
export type ConfigModule = { modules?: Record<string, ModuleEntry> | ModuleEntry[] } | undefined

/** Riverty's payment providers are `pp_riverty-{method}_{id}`: `id` is the entry's in medusa-config. */
const RIVERTY_PROVIDER_ID = /^pp_riverty-[a-z0-9-]+_(.+)$/

/** True for the payment providers of this plugin (`pp_riverty-…_{id}`). */
export const isRivertyProvider = (providerId: string | null | undefined): boolean => RIVERTY_PROVIDER_ID.test(providerId ?? "")

/** Every payment provider entry of the store's config, in order. */
function* providerEntries(configModule: ConfigModule): Generator<Entry> {
  const modules = configModule?.modules
  const entries = Array.isArray(modules) ? modules : Object.values(modules ?? {})
  for (const moduleEntry of entries) {
    if (!moduleEntry || typeof moduleEntry !== "object") continue
    yield* moduleEntry.options?.providers ?? []
  }
}

// Parsed once per entry: the same options object each time, so the client made for it is shared.
const parsedEntries = new WeakMap<object, RivertyProviderOptions | null>()

/** The entry's options when they are a Riverty provider's (only theirs pass the strict schema), else undefined. */
function rivertyOptionsOf(entry: Entry): RivertyProviderOptions | undefined {
  const raw = entry.options
  const cached = raw && typeof raw === "object" ? parsedEntries.get(raw) : undefined
  if (cached !== undefined) return cached ?? undefined
  let parsed: RivertyProviderOptions | null
  try {
    parsed = parseProviderOptions(raw)
  } catch {
    parsed = null
  }
  if (raw && typeof raw === "object") parsedEntries.set(raw, parsed)
  return parsed ?? undefined
}

/**
 * The options of the provider entry behind a Riverty provider id: the entry whose `id` makes
 * `pp_riverty-{method}_{id}` equal the id. Routes, workflows and jobs run outside the payment
 * module, so they read the provider's options from the store's config, where the entry is.
 * Throws when the entry's options are invalid (the provider itself would not have started).
 */
export function findProviderOptions(configModule: ConfigModule, providerId: string): RivertyProviderOptions | undefined {
  const registrationId = RIVERTY_PROVIDER_ID.exec(providerId)?.[1]
  if (registrationId === undefined) return undefined
  let invalid: Entry | undefined
  for (const entry of providerEntries(configModule)) {
    if (String(entry.id) !== registrationId) continue
    const options = rivertyOptionsOf(entry)
    if (options) return options
    invalid ??= entry
  }
  // The entry is there but its options do not parse: say why.
  return invalid ? parseProviderOptions(invalid.options) : undefined
}

/** The options of every Riverty provider entry, in order. */
function* rivertyProviderOptions(configModule: ConfigModule): Generator<RivertyProviderOptions> {
  for (const entry of providerEntries(configModule)) {
    const options = rivertyOptionsOf(entry)
    if (options) yield options
  }
}

/** Every Riverty provider entry of the store's config with its `id`, in order (entries whose options do not parse are left out). */
export function rivertyProviderEntries(configModule: ConfigModule): Array<{ id: string; options: RivertyProviderOptions }> {
  const found: Array<{ id: string; options: RivertyProviderOptions }> = []
  for (const entry of providerEntries(configModule)) {
    const options = rivertyOptionsOf(entry)
    if (options) found.push({ id: String(entry.id ?? ""), options })
  }
  return found
}

/**
 * The options of the first Riverty provider in the store's config: where a browser goes when the
 * request does not say which session (and so which provider) it belongs to.
 */
export function firstProviderOptions(configModule: ConfigModule): RivertyProviderOptions | undefined {
  for (const options of rivertyProviderOptions(configModule)) return options
  return undefined
}

/**
 * The options of the Riverty provider that issued an order number: the one whose
 * `orderNumberPrefix` the number starts with (the longest such prefix when several match).
 */
export function providerOptionsForOrderNumber(configModule: ConfigModule, orderNumber: string): RivertyProviderOptions | undefined {
  let best: RivertyProviderOptions | undefined
  for (const options of rivertyProviderOptions(configModule)) {
    if (orderNumber.startsWith(options.orderNumberPrefix) && (!best || options.orderNumberPrefix.length > best.orderNumberPrefix.length)) {
      best = options
    }
  }
  return best
}
