export type { CartSnapshot, SnapshotAddress, SnapshotItem, SnapshotShipping } from "./cart-snapshot"
export { buildOrderItems, buildOrderLinesCents, toOrderItems, type LineCents, type OrderLine, type OrderLinesResult } from "./order-lines"
export { buildCustomers, countryOf, splitStreet, type CustomerMapping } from "./customer"
export { loadCartForSession, snapshotFromCart, ORDER_FIELDS, SNAPSHOT_CART_FIELDS, type KnownCart, type QueryGraph } from "./load-cart"
export { buildRiskData, rivertyDateTime, type ClientFacts, type CustomerHistory, type RiskDataInput } from "./risk-data"
export { loadCustomerHistory } from "./customer-history"
export { correctedAddressOf, CORRECTED_ADDRESS_FIELDS, type CorrectedAddress } from "./corrected-address"
export { showsMaskedLookup, withLookedUpBilling } from "./looked-up-billing"
export { cartFingerprint } from "./cart-fingerprint"
export {
  authorizeRequestExtensionSchema,
  checkedAuthorizeRequestExtension,
  referencesOf,
  withExtraLines,
  type AuthorizeRequestExtension,
  type ExtraOrderLine,
} from "./request-extension"
