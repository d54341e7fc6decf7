export type { CartSnapshot, SnapshotAddress, SnapshotItem, SnapshotShipping } from "./cart-snapshot"
export { buildOrderItems, buildOrderLinesCents, toOrderItems, type LineCents, type OrderLine, type OrderLinesResult } from "./order-lines"
export { buildCustomers, countryOf, splitStreet, type CustomerMapping } from "./customer"
export { loadCartForSession, snapshotFromCart, ORDER_FIELDS, type QueryGraph } from "./load-cart"
