import type { RivertyClient } from "../../riverty"
import { clientOptionsFor, sharedClientFor } from "./client-factory"
import { parseProviderOptions, type RivertyProviderOptions } from "./options"
import { RIVERTY_METHODS } from "./payment-methods"

type Entry = { id?: unknown; options?: unknown }
type ModuleEntry = { options?: { providers?: Entry[] } } | boolean | string | undefined
type ConfigModule = { modules?: Record<string, ModuleEntry> | ModuleEntry[] } | undefined

/** Every payment provider entry of the store's config, in order. */
function* providerEntries(configModule: ConfigModule): Generator<Entry> {
  const modules = configModule?.modules
  const entries = Array.isArray(modules) ? modules : Object.values(modules ?? {})
  for (const moduleEntry of entries) {
    if (!moduleEntry || typeof moduleEntry !== "object") continue
    yield* moduleEntry.options?.providers ?? []
  }
}

/** The options of every Riverty provider entry: only theirs pass the strict schema, the others are skipped. */
function* rivertyProviderOptions(configModule: ConfigModule): Generator<RivertyProviderOptions> {
  for (const provider of providerEntries(configModule)) {
    try {
      yield parseProviderOptions(provider.options)
    } catch {
      continue
    }
  }
}

/**
 * Routes outside the payment module (the redirect return) need the options of the provider a
 * session belongs to. They are read from the store's config, where the provider entry is: the
 * entry whose `id` makes `pp_{identifier}_{id}` equal the session's provider id.
 */
export function findProviderOptions(configModule: ConfigModule, providerId: string): RivertyProviderOptions | undefined {
  for (const provider of providerEntries(configModule)) {
    const matches = Object.values(RIVERTY_METHODS).some((m) => `pp_${m.identifier}_${String(provider.id)}` === providerId)
    if (matches) return parseProviderOptions(provider.options)
  }
  return undefined
}

/**
 * The options of the first Riverty provider in the store's config: where a browser goes when the
 * request does not say which session (and so which provider) it belongs to.
 */
export function firstProviderOptions(configModule: ConfigModule): RivertyProviderOptions | undefined {
  for (const options of rivertyProviderOptions(configModule)) return options
  return undefined
}

/** The client for a provider's options, shared by the routes and workflows that use them. */
export function clientForOptions(options: RivertyProviderOptions): RivertyClient {
  return sharedClientFor(clientOptionsFor(options))
}

/** True for the payment providers of this plugin (`pp_riverty-…_{id}`). */
export const isRivertyProvider = (providerId: string | null | undefined): boolean =>
  Object.values(RIVERTY_METHODS).some((m) => (providerId ?? "").startsWith(`pp_${m.identifier}_`))

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
