// How Medusa reaches Riverty: one options schema, one registry of configured providers, one way
// to get a client, one error mapper. The provider entry's schema lives here too, because the
// registry parses provider entries. Imports riverty-client and @medusajs/framework only.
export {
  ConnectionOptionsSchema,
  ApiKeysSchema,
  CONNECTION_KEYS,
  RIVERTY_ENVIRONMENTS,
  API_KEY_COUNTRIES,
  NOTIFICATION_SECRET_MIN_LENGTH,
  NOTIFICATION_SECRET_TOO_SHORT,
  formatOptionIssues,
  parseOptions,
  type ConnectionOptions,
  type ConnectionOptionsInput,
} from "./options"
export {
  RivertyProviderOptionsSchema,
  RiskDataOptionsSchema,
  parseProviderOptions,
  type RiskDataOptions,
  type RivertyProviderOptions,
  type RivertyProviderOptionsInput,
} from "./provider-options"
export {
  AmountLimitsSchema,
  amountLimitMethods,
  amountRangeFor,
  isWithinRange,
  type AmountLimits,
  type AmountRange,
} from "./amount-limits"
export { clientFor, clientOptionsFor, type ClientConnectionOptions } from "./client"
export { rivertyLoggerFor } from "./medusa-logger"
export { findProviderOptions, firstProviderOptions, isRivertyProvider, providerOptionsForOrderNumber, rivertyProviderEntries, type ConfigModule } from "./registry"
export { rivertyConnection, rivertyProviderConnections, type RivertyConnection } from "./connection"
export { toMedusaError, rivertyCauseOf, type ErrorWording } from "./errors"
export { unsafeTextProblem, escapeText, logText, LOG_TEXT_MAX, type TextRule } from "./unsafe-text"
export { checkPublishedSecrets, publishedSecretOptions, publishedSecretsTolerated, resetPublishedSecretWarnings, type SecretOption } from "./published-secrets"
