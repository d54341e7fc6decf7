import {
  accountingApi,
  callbacksApi,
  checkoutApi,
  claimsApi,
  customerAccountApi,
  customersApi,
  DEFAULT_CALLBACK_API_VERSION,
  DEFAULT_MERCHANT_API_VERSION,
  lookupApi,
  merchantsApi,
  ordersApi,
  subscriptionsApi,
  tokenApi,
  validateApi,
} from "./api"
import { sharedTokenCache, TokenCache, type OAuthCredentials } from "./auth"
import { resolveEnvironment, type RivertyEnvironment, type RivertyEnvironmentName, type RivertyModule } from "./environments"
import { RivertyTransport } from "./http"
import { silentLogger, type RivertyLogger } from "./logger"
import { DEFAULT_RETRY_POLICY, type RetryOptions } from "./retry"
import type { CountryCode } from "./schemas/enums"

export interface RivertyClientOptions {
  /** Preset (`production`, `partnerTest`, `sandbox`, `emulator`) or explicit addresses. Default production. */
  environment?: RivertyEnvironmentName | RivertyEnvironment
  /** Address of the emulator for `environment: "emulator"`. Default http://127.0.0.1:4010. */
  emulatorUrl?: string
  /** Per-module base URLs, overriding the preset (the non-v3 hosts come from onboarding). */
  baseUrls?: Partial<Record<RivertyModule, string>>
  /** {auth_url} of the token issuer. */
  authUrl?: string
  /** v3 API key used when no per-country key matches. */
  apiKey?: string
  /** v3 API keys per country: Riverty issues one per webshop and country. */
  apiKeys?: Partial<Record<CountryCode, string>>
  /** OAuth client credentials of the customer, subscription, accounting, merchant, claims and callback modules. */
  oauth?: OAuthCredentials
  /** Per-attempt timeout. Default 30000 ms. */
  timeoutMs?: number
  retry?: RetryOptions
  /** Token cache; by default one shared by all clients of the process. */
  tokenCache?: TokenCache
  /** Seconds before expiry at which tokens are replaced (creates a client-own cache). */
  tokenRefreshMarginSeconds?: number
  logger?: RivertyLogger
  /** Log redacted request and response bodies at debug level. Default false. */
  logBodies?: boolean
  /** Check response bodies against their schemas (unknown extra fields always pass). Default true. */
  validateResponses?: boolean
  /** Accept-version of the merchant API. Default 1.0. */
  merchantApiVersion?: string
  /** `{version}` of the notification-callback path. Default v1. */
  callbackApiVersion?: string
  userAgent?: string
}

export const DEFAULT_TIMEOUT_MS = 30_000

/** A client for every interface of the service, grouped by module. */
export function createRivertyClient(options: RivertyClientOptions = {}) {
  const environment = resolveEnvironment(options.environment, {
    baseUrls: options.baseUrls,
    authUrl: options.authUrl,
    emulatorUrl: options.emulatorUrl,
  })
  const tokenCache =
    options.tokenCache ??
    (options.tokenRefreshMarginSeconds !== undefined
      ? new TokenCache({ refreshMarginSeconds: options.tokenRefreshMarginSeconds })
      : sharedTokenCache)
  const http = new RivertyTransport({
    environment,
    apiKey: options.apiKey,
    apiKeys: options.apiKeys,
    oauth: options.oauth,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: { ...DEFAULT_RETRY_POLICY, ...options.retry },
    tokenCache,
    logger: options.logger ?? silentLogger,
    logBodies: options.logBodies ?? false,
    validateResponses: options.validateResponses ?? true,
    userAgent: options.userAgent,
  })
  return {
    environment,
    checkout: checkoutApi(http),
    orders: ordersApi(http),
    lookup: lookupApi(http),
    validate: validateApi(http),
    customerAccount: customerAccountApi(http),
    customers: customersApi(http),
    subscriptions: subscriptionsApi(http),
    accounting: accountingApi(http),
    merchants: merchantsApi(http, options.merchantApiVersion ?? DEFAULT_MERCHANT_API_VERSION),
    claims: claimsApi(http),
    callbacks: callbacksApi(http, options.callbackApiVersion ?? DEFAULT_CALLBACK_API_VERSION),
    token: tokenApi(http),
  }
}
export type RivertyClient = ReturnType<typeof createRivertyClient>
