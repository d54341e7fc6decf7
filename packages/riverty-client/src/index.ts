// Typed client of the Riverty service. No Medusa imports: providers, routes and the emulator all
// stand on this.
export * from "./schemas"
export * from "./api"
export { createRivertyClient, DEFAULT_TIMEOUT_MS, type RivertyClient, type RivertyClientOptions } from "./client"
export * from "./errors"
export { RivertyTransport, fillPath, type CallOptions, type V3CallOptions, type HttpMethod, type RouteSpec } from "./http"
export { TokenCache, sharedTokenCache, credentialKey, DEFAULT_TOKEN_REFRESH_MARGIN_SECONDS, type OAuthCredentials } from "./auth"
export { DEFAULT_RETRY_POLICY, type RetryOptions, type RetryPolicy } from "./retry"
export { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, deriveIdempotencyKey, isValidIdempotencyKey } from "./idempotency"
export * from "./environments"
export * from "./signatures"
export * from "./normalise"
export { redact, consoleLogger, silentLogger, type RivertyLogger } from "./logger"
