import { createRivertyClient, type RivertyClient, type RivertyClientOptions } from "../../riverty"
import type { RivertyProviderOptions } from "./options"

const ENVIRONMENTS = {
  production: "production",
  partner_test: "partnerTest",
  sandbox: "sandbox",
  emulator: "emulator",
} as const satisfies Record<RivertyProviderOptions["environment"], RivertyClientOptions["environment"]>

/** Client options for the provider options: `baseUrl` overrides the environment's v3 host. */
export function clientOptionsFor(options: RivertyProviderOptions): RivertyClientOptions {
  const environment = ENVIRONMENTS[options.environment]
  return {
    environment,
    emulatorUrl: environment === "emulator" ? options.baseUrl : undefined,
    baseUrls: environment !== "emulator" && options.baseUrl ? { checkout: options.baseUrl } : undefined,
    apiKeys: options.apiKeys,
    timeoutMs: options.timeoutMs,
  }
}

/** One client per provider instance: the transport keeps its retry and token state. */
export function createClientFor(options: RivertyProviderOptions): RivertyClient {
  return createRivertyClient(clientOptionsFor(options))
}
