import { createRivertyClient, type CountryCode, type RivertyClient } from "../../riverty"
import type { RivertyModuleOptions } from "../../modules/riverty"

const ENVIRONMENT_NAMES = {
  production: "production",
  partner_test: "partnerTest",
  sandbox: "sandbox",
  emulator: "emulator",
} as const

/** A Riverty client from the module (plugin) options: v3 keys for reads, OAuth for callbacks. */
export function rivertyClientFor(options: RivertyModuleOptions): RivertyClient {
  const environment = ENVIRONMENT_NAMES[options.environment]
  const apiKeys = Object.fromEntries(
    Object.entries(options.apiKeys ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  ) as Partial<Record<CountryCode, string>>
  return createRivertyClient({
    environment,
    emulatorUrl: environment === "emulator" ? options.baseUrl : undefined,
    baseUrls: {
      ...(environment !== "emulator" && options.baseUrl ? { checkout: options.baseUrl } : {}),
      ...(options.callbacksBaseUrl ? { callbacks: options.callbacksBaseUrl } : {}),
    },
    authUrl: options.authUrl,
    apiKeys,
    oauth: options.oauth,
    callbackApiVersion: options.callbackApiVersion,
  })
}
