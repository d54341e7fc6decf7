// How Medusa reaches Riverty: one options schema, one registry of configured providers, one way
// to get a client, one error mapper. Imports src/riverty and @medusajs/framework (and the provider
// entry's options schema, which extends ConnectionOptionsSchema, to read the provider entries).
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
export { clientFor, clientOptionsFor, type ClientConnectionOptions } from "./client"
export { rivertyLoggerFor } from "./medusa-logger"
export { findProviderOptions, firstProviderOptions, isRivertyProvider, providerOptionsForOrderNumber, type ConfigModule } from "./registry"
export { rivertyConnection, type RivertyConnection } from "./connection"
export { toMedusaError, rivertyCauseOf, type ErrorWording } from "./errors"
