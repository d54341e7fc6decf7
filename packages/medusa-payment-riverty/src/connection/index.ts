// How Medusa reaches Riverty: the plugin entry's options (the one source of the store's client),
// the provider entry's own options, one way to get the client, one error mapper. The provider
// entry's schema lives here too, because the registry parses provider entries. Imports riverty-client and @medusajs/framework only.
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
  RivertyProviderEntrySchema,
  RiskDataOptionsSchema,
  PROVIDER_ENTRY_KEYS,
  missingProviderNeeds,
  parseProviderEntry,
  rivertyProviderOptions,
  type RiskDataOptions,
  type RivertyProviderEntry,
  type RivertyProviderEntryInput,
  type RivertyProviderOptions,
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
export { isRivertyProvider, rivertyProviderEntries, type ConfigModule } from "./registry"
export { rivertyClient, rivertyConnection, rivertyPluginOptions, rivertyProviderConnection, rivertyProviders, type RivertyConnection } from "./riverty-clients"
export { toMedusaError, rivertyCauseOf, type ErrorWording } from "./errors"
export { unsafeTextProblem, escapeText, logText, LOG_TEXT_MAX, type TextRule } from "./unsafe-text"
export { checkPublishedSecrets, listensNowhere, publishedSecretOptions, publishedSecretsTolerated, resetPublishedSecretWarnings, type FlawedSecret, type SecretOption } from "./published-secrets"
export { noteUnservedCountry, resetUnservedCountryNotes, servedCountries, servesCountry, unservedCountryError } from "./served-countries"
