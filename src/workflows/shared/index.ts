export {
  loadOrderForRiverty,
  findRivertyOrder,
  requireRivertyOrder,
  countryOf,
  productIdOf,
  type OrderForRiverty,
  type OrderItemRef,
  type RivertyPayment,
  type RivertyOrderContext,
} from "./order"
export { adminConnection, adminClientOptions, AdminConnectionOptionsSchema, type AdminConnection, type AdminConnectionOptions } from "./admin-connection"
export { isRivertyProvider, providerOptionsFor, connectionFor, type ProviderConnection } from "./provider-connection"
export { adminErrorOf } from "./errors"
