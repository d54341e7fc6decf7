import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { AmountLimitsSchema } from "./amount-limits"
import { CONNECTION_KEYS, parseOptions, type ConnectionOptions } from "./options"

/**
 * Which parts of `customer.riskData` authorize sends (all on by default): the shopper's IP address
 * and browser (captured server-side when the cart is completed), the registered customer's order
 * history in this store, and the storefront's `profile_tracking_id`.
 */
export const RiskDataOptionsSchema = z
  .object({
    ipAddress: z.boolean().default(true),
    userAgent: z.boolean().default(true),
    customerHistory: z.boolean().default(true),
    profileTrackingId: z.boolean().default(true),
  })
  .strict()
export type RiskDataOptions = z.output<typeof RiskDataOptionsSchema>

/** What may differ between two Riverty provider entries of one store; everything else is the plugin entry's. */
const PROVIDER_ENTRY_SHAPE = {
  capture: z.enum(["manual", "on_shipment"]).default("manual"),
  orderNumberPrefix: z
    .string()
    .max(12)
    .regex(/^[A-Za-z0-9_-]*$/, { error: "orderNumberPrefix may only hold letters, digits, _ and -" })
    .default(""),
  decimalQuantities: z.boolean().default(false),
  riskData: RiskDataOptionsSchema.prefault({}),
  // Store routes offer a method only inside these per-country basket limits (see amount-limits.ts).
  amountLimits: AmountLimitsSchema.optional(),
}

export const PROVIDER_ENTRY_KEYS = Object.keys(PROVIDER_ENTRY_SHAPE) as Array<keyof typeof PROVIDER_ENTRY_SHAPE>

/** Plugin options a store is likely to write into a provider entry: refused with a pointer to where they go. */
const PLUGIN_ENTRY_KEYS: ReadonlySet<string> = new Set([...CONNECTION_KEYS, "notificationSecret", "personalDataKey"])

const misplacedKeyMessage = (key: string) =>
  PLUGIN_ENTRY_KEYS.has(key)
    ? `a plugin option: move it to the plugin entry's options (plugins: [{ resolve: "medusa-payment-riverty", options }]), which every provider reads`
    : `not a provider option (a provider entry holds only ${PROVIDER_ENTRY_KEYS.join(", ")}; the rest goes in the plugin entry)`

/**
 * Options of a Riverty payment provider entry in `medusa-config.ts`: only what differs per
 * provider. Any other key is refused by name, so a connection option never sits in two places.
 * Every field is documented in docs/configuration.md's provider entry table; keep the two in step.
 */
export const RivertyProviderEntrySchema = z
  .looseObject(PROVIDER_ENTRY_SHAPE)
  .superRefine((entry, ctx) => {
    // A key left undefined (an unset environment variable) sets nothing, so it is not refused.
    for (const [key, value] of Object.entries(entry)) {
      if (!(key in PROVIDER_ENTRY_SHAPE) && value !== undefined) ctx.addIssue({ code: "custom", path: [key], message: misplacedKeyMessage(key) })
    }
  })
  .transform((entry) => Object.fromEntries(PROVIDER_ENTRY_KEYS.map((key) => [key, entry[key]])) as { [K in keyof typeof PROVIDER_ENTRY_SHAPE]: (typeof entry)[K] })

export type RivertyProviderEntryInput = z.input<typeof RivertyProviderEntrySchema>
export type RivertyProviderEntry = z.output<typeof RivertyProviderEntrySchema>

/** Parses a provider entry's options; the thrown message names every offending option. */
export function parseProviderEntry(options: unknown): RivertyProviderEntry {
  return parseOptions(RivertyProviderEntrySchema, options, "Riverty provider options")
}

/** The plugin options a payment provider cannot work without (the checkout's keys and return URLs). */
type ProviderNeeds = {
  apiKeys: NonNullable<ConnectionOptions["apiKeys"]>
  backendUrl: string
  storefrontUrl: string
}

/** What a payment provider works with: the plugin entry's options and its own entry's. */
export type RivertyProviderOptions = ConnectionOptions & ProviderNeeds & RivertyProviderEntry

/** The plugin options a provider needs that `plugin` leaves out, by name. */
export function missingProviderNeeds(plugin: ConnectionOptions): string[] {
  const missing: string[] = []
  if (Object.keys(plugin.apiKeys ?? {}).length === 0) missing.push("apiKeys (at least one country)")
  if (!plugin.backendUrl) missing.push("backendUrl")
  if (!plugin.storefrontUrl) missing.push("storefrontUrl")
  return missing
}

// One object per (plugin options, entry) pair: the same options each time a part asks.
const combined = new WeakMap<object, WeakMap<object, RivertyProviderOptions>>()

/**
 * The provider's options: the plugin's connection keys with the entry's own. Throws, naming them,
 * when the plugin entry lacks what a provider needs.
 */
export function rivertyProviderOptions(plugin: ConnectionOptions, entry: RivertyProviderEntry): RivertyProviderOptions {
  let byEntry = combined.get(plugin)
  if (!byEntry) combined.set(plugin, (byEntry = new WeakMap()))
  let options = byEntry.get(entry)
  if (!options) {
    const missing = missingProviderNeeds(plugin)
    if (missing.length > 0) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `Riverty payment providers need the plugin option ${missing.join(", ")} in the plugin entry's options`)
    }
    // Only the connection keys: the module's own options (secrets, retention) stay with the module.
    const connection = Object.fromEntries(CONNECTION_KEYS.map((key) => [key, plugin[key]])) as ConnectionOptions & ProviderNeeds
    options = { ...connection, ...entry }
    byEntry.set(entry, options)
  }
  return options
}
