import { createRivertyClient, type CountryCode, type RivertyClient, type RivertyClientOptions } from "../../riverty"
import { rivertyLoggerFor } from "./medusa-logger"
import type { RivertyProviderOptions } from "./options"

const ENVIRONMENTS = {
  production: "production",
  partner_test: "partnerTest",
  sandbox: "sandbox",
  emulator: "emulator",
} as const satisfies Record<RivertyProviderOptions["environment"], RivertyClientOptions["environment"]>

/**
 * What the provider options and the plugin (module) options say about reaching Riverty, under the
 * same names in both, so one mapping serves the provider, the routes and the workflows.
 */
export interface RivertyConnectionOptions {
  environment: RivertyProviderOptions["environment"]
  /** Overrides the environment's v3 host; with `environment: "emulator"` it is the emulator. */
  baseUrl?: string
  apiKeys?: Partial<Record<string, string | undefined>>
  timeoutMs?: number
  authUrl?: string
  oauth?: RivertyClientOptions["oauth"]
  accountingBaseUrl?: string
  callbacksBaseUrl?: string
  callbackApiVersion?: string
}

export function clientOptionsFor(options: RivertyConnectionOptions): RivertyClientOptions {
  const environment = ENVIRONMENTS[options.environment]
  const apiKeys = Object.fromEntries(
    Object.entries(options.apiKeys ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string")
  ) as Partial<Record<CountryCode, string>>
  const baseUrls: NonNullable<RivertyClientOptions["baseUrls"]> = {}
  if (environment !== "emulator" && options.baseUrl) baseUrls.checkout = options.baseUrl
  if (options.accountingBaseUrl) baseUrls.accounting = options.accountingBaseUrl
  if (options.callbacksBaseUrl) baseUrls.callbacks = options.callbacksBaseUrl
  return {
    // Every client of the plugin logs through Medusa's logger (redacted, see medusa-logger.ts).
    logger: rivertyLoggerFor(),
    environment,
    emulatorUrl: environment === "emulator" ? options.baseUrl : undefined,
    baseUrls,
    apiKeys,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.authUrl ? { authUrl: options.authUrl } : {}),
    ...(options.oauth ? { oauth: options.oauth } : {}),
    ...(options.callbackApiVersion ? { callbackApiVersion: options.callbackApiVersion } : {}),
  }
}

/** One client per provider instance: the transport keeps its retry and token state. */
export function createClientFor(options: RivertyProviderOptions): RivertyClient {
  return createRivertyClient(clientOptionsFor(options))
}

// Routes and workflows run per request or event; they share one client per distinct option set.
const shared = new Map<string, RivertyClient>()

export function sharedClientFor(options: RivertyClientOptions): RivertyClient {
  const key = JSON.stringify(options)
  let client = shared.get(key)
  if (!client) {
    client = createRivertyClient(options)
    shared.set(key, client)
  }
  return client
}
