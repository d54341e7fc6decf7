import { createRivertyClient, type CountryCode, type RivertyClient, type RivertyClientOptions } from "riverty-client"
import { rivertyLoggerFor } from "./medusa-logger"
import type { ConnectionOptions } from "./options"

const ENVIRONMENTS = {
  production: "production",
  partner_test: "partnerTest",
  sandbox: "sandbox",
  emulator: "emulator",
} as const satisfies Record<ConnectionOptions["environment"], RivertyClientOptions["environment"]>

/** What the client needs of the connection options (parsed, or a partial set of them). */
export type ClientConnectionOptions = Pick<ConnectionOptions, "environment"> &
  Partial<Pick<ConnectionOptions, "baseUrl" | "timeoutMs" | "authUrl" | "oauth" | "accountingBaseUrl" | "callbacksBaseUrl" | "callbackApiVersion">> & {
    apiKeys?: Partial<Record<string, string | undefined>>
  }

/** The Riverty client's options for the connection options. */
export function clientOptionsFor(options: ClientConnectionOptions): RivertyClientOptions {
  const environment = ENVIRONMENTS[options.environment]
  const apiKeys = Object.fromEntries(
    Object.entries(options.apiKeys ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string")
  ) as Partial<Record<CountryCode, string>>
  const baseUrls: NonNullable<RivertyClientOptions["baseUrls"]> = {}
  // `baseUrl` is where the v3 API is: the emulator (which serves every host), or the checkout host.
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

// One client per options object: its transport keeps its retry and token state across calls.
const clients = new WeakMap<object, RivertyClient>()

/**
 * The client for a set of connection options, made once per options object. In a store the one
 * options object is the plugin's, parsed once by the riverty module (riverty-clients.ts), so every
 * part of the plugin shares one client.
 */
export function clientFor(options: ClientConnectionOptions): RivertyClient {
  let client = clients.get(options)
  if (!client) {
    client = createRivertyClient(clientOptionsFor(options))
    clients.set(options, client)
  }
  return client
}
