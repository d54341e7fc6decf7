import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { METHOD_PROVIDERS } from "./methods"

export default ModuleProvider(Modules.PAYMENT, {
  services: Object.values(METHOD_PROVIDERS),
})

export { RIVERTY_METHODS, providerId, ALL_PROVIDER_IDS } from "./payment-methods"
export type { RivertyProviderEntryInput, RivertyProviderOptions } from "../../connection"
export { orderNumberFor, sessionIdFromOrderNumber } from "./order-number"
export { orderStatusFromQuery, sessionStatusForOrderStatus } from "./status-mapping"
export { paymentActionOf, type NotifiedSession, type PaymentNotification } from "./payment-notification"

// What workflows, routes and jobs may use of the provider (the lint import check keeps them to
// this index): the capture lock every capture path holds, the shapes the provider keeps in a
// payment's data, the capture call the shipment capture shares, and the orphan sweep.
export { captureLockKey, withCaptureLock, CAPTURE_LOCK_TIMEOUT_S, CAPTURE_LOCK_TTL_S } from "./capture-lock"
export { methodEntryOf } from "./payment-methods"
// What the store routes tell a storefront about the methods: the method behind a provider id and
// the fields it takes (until the storefront kit holds the field definitions).
export { METHOD_KEYS, methodOfProviderId, isPersonalField, type RivertyMethodKey, type PaymentMethodEntry, type StorefrontField } from "./payment-methods"
export { checkedSessionData, type RivertySessionData } from "./session-data"
export { sendCapture, type CaptureRecordData } from "./operations/capture"
export { REFUNDS_MADE_AT_RIVERTY, type RefundRecordData } from "./operations/refund"
export { resolveAbandonedAuthorizations } from "./abandoned-authorizations"
// Riverty deciding before complete-cart (the store route POST /store/riverty/authorize).
export { authorizeBeforeCompletion, plannedAuthorizeRequest, plannedAuthorizeRequestOf, type AuthorizeRequestCart, type PlannedAuthorizeRequest } from "./authorize-first"
// A store's additions to the authorize request (the `extendAuthorizeRequest` hook).
export { checkedAuthorizeRequestExtension, type AuthorizeRequestExtension, type ExtraOrderLine } from "./order-mapping"

// An order's lines for Riverty after an order edit: the authorize mapping (one cents rule) on the order.
export { buildOrderItems, snapshotFromCart, ORDER_FIELDS as ORDER_MAPPING_FIELDS, type OrderLine, type OrderLinesResult } from "./order-mapping"
// The checkout's cart, read once by the place-order workflow and handed to authorize.
export { SNAPSHOT_CART_FIELDS, type CartSnapshot } from "./order-mapping"

// The shopper's language at Riverty: the cart's locale, the storefront's, then the country's.
export { conversationLanguageFor, rivertyLanguageOfLocale } from "./conversation-language"
