import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { formatIssues } from "riverty-client"

export const RIVERTY_ENVIRONMENTS = ["production", "partner_test", "sandbox", "emulator"] as const
export const API_KEY_COUNTRIES = ["AT", "BE", "CH", "DE", "DK", "FI", "NL", "NO", "SE"] as const

export const NOTIFICATION_SECRET_MIN_LENGTH = 32
export const NOTIFICATION_SECRET_TOO_SHORT = `notificationSecret must be at least ${NOTIFICATION_SECRET_MIN_LENGTH} characters`

const url = (name: string) =>
  z.string({ error: `${name} must be a URL` }).url({ error: `${name} must be an absolute http(s) URL` })

/** `X-Auth-Key` per country. Entries left undefined (an unset environment variable) mean "this country is not served". */
export const ApiKeysSchema = z.preprocess(
  (keys) =>
    keys && typeof keys === "object"
      ? Object.fromEntries(Object.entries(keys).filter(([, value]) => value !== undefined))
      : keys,
  z.partialRecord(z.enum(API_KEY_COUNTRIES), z.string().min(1, { error: "apiKeys values must be non-empty strings" }))
)

/**
 * How Medusa reaches Riverty and where the shopper comes back: options of the plugin entry in
 * `medusa-config.ts`, written once for every part of the plugin (its module, its payment
 * providers, routes, workflows and jobs). The plugin module's options schema extends it; a
 * provider entry refuses these keys (provider-options.ts), so a store never writes one twice.
 */
export const ConnectionOptionsSchema = z.object({
  /** Which Riverty service to talk to. */
  environment: z.enum(RIVERTY_ENVIRONMENTS).default("sandbox"),
  /**
   * Where Riverty's checkout and order API (v3) is: with `environment: "emulator"` the emulator
   * (which then serves every Riverty host), otherwise an override of the environment's v3 host.
   */
  baseUrl: url("baseUrl").optional(),
  /** The `X-Auth-Key` per country for the checkout and order API. */
  apiKeys: ApiKeysSchema.optional(),
  /** Public URL of this Medusa server (the redirect return, the notification URL); the payment providers need it. */
  backendUrl: url("backendUrl").optional(),
  /** The storefront the shopper returns to after Riverty's hosted page; the payment providers need it. */
  storefrontUrl: url("storefrontUrl").optional(),
  /** Path on the storefront after an accepted payment (`?order_id=` is appended). */
  successPath: z.string().startsWith("/").default("/order/confirmed"),
  /** Path on the storefront after a refused or abandoned payment (`?riverty_error=` is appended). */
  checkoutPath: z.string().startsWith("/").default("/checkout"),
  /** Riverty's signature key of the redirect return (`signature` query parameter): verified when set. */
  signatureKey: z.string().min(16, { error: "signatureKey must be at least 16 characters" }).optional(),
  /** Timeout of each request to Riverty. */
  timeoutMs: z.number().int().positive().default(20000),
  /** While the shopper waits (authorize, status checks, the return), retries included. */
  checkoutDeadlineMs: z.number().int().positive().default(15000),
  /** Token endpoint of the OAuth client (callback registration, accounting). */
  authUrl: url("authUrl").optional(),
  oauth: z
    .object({
      clientId: z.string().min(1),
      clientSecret: z.string().min(1),
      audience: z.string().optional(),
    })
    .optional(),
  /** Host of the notification callbacks API, when Riverty gave the merchant one. */
  callbacksBaseUrl: url("callbacksBaseUrl").optional(),
  callbackApiVersion: z.string().min(1).optional(),
  /** Host of the accounting module (return orders); given to a merchant at onboarding. */
  accountingBaseUrl: url("accountingBaseUrl").optional(),
  /** Business code of the accounting module when no invoice notification named one yet. */
  businessCode: z.string().min(1).optional(),
  /** Riverty's client id (an integer) of the client-scoped interfaces: v1 customer records and subscriptions. */
  v1ClientId: z
    .union([z.number().int().positive(), z.string().regex(/^\d+$/)], { error: "v1ClientId must be Riverty's client id (an integer)" })
    .optional(),
})

export type ConnectionOptionsInput = z.input<typeof ConnectionOptionsSchema>
export type ConnectionOptions = z.output<typeof ConnectionOptionsSchema>

/** The names of the connection keys. */
export const CONNECTION_KEYS = Object.keys(ConnectionOptionsSchema.shape) as Array<keyof ConnectionOptions>

/** Zod issues as one line naming each offending option: `path: message; path: message`. */
export function formatOptionIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): string {
  return formatIssues(issues, { root: "(options)" })
}

/** Parses options with a schema; the thrown message (`Invalid {what}: ...`) names every offending option. */
export function parseOptions<S extends z.ZodType>(schema: S, options: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(options ?? {})
  if (parsed.success) return parsed.data
  throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid ${what}: ${formatOptionIssues(parsed.error.issues)}`)
}
