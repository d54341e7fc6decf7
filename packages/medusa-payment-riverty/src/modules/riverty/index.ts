import { Module } from "@medusajs/framework/utils"
import RivertyModuleService from "./service"
import checkPluginOptions from "./loaders/check-plugin-options"
import registerModuleOptions from "./loaders/module-options"

export const RIVERTY_MODULE = "riverty"

export default Module(RIVERTY_MODULE, { service: RivertyModuleService, loaders: [registerModuleOptions, checkPluginOptions] })

export { RivertyModuleService }
export type { FollowUpRecord, FollowUpInput } from "./services/follow-up-queue"
export type { MerchantRecord, NewMerchantOnboarding, NotificationRecord, LedgerEntryRecord, IncomingNotification, RejectedNotification, ShopperBrowser, AdminRequestKey } from "./service"
export * from "./models"
export { parseModuleOptions, notificationUrlOf, type RivertyModuleOptions, type RivertyModuleOptionsInput } from "./options"
export { paymentSessionIdOf } from "./lib/order-number"
export { clientAddressOf, proxyTrustOf, type TrustedProxies } from "./lib/trusted-proxies"
export { retryDelayMs } from "./lib/backoff"
export { NOTIFICATION_RECEIVED_EVENT, effectEventName } from "./lib/event-names"
export type { CustomerLookupRecord, LookupBillingAddress } from "./lib/customer-lookup-record"
export { LOOKUP_ADDRESS_FIELDS } from "./lib/customer-lookup-record"
export {
  adoptAuthorizingRequest,
  CHECKOUT_FACT_FIELDS,
  checkoutFactsOf,
  completingCartOf,
  registerAuthorizingRequest,
  registerCompletingCart,
  type BrowserOfRequest,
  type CompletingCart,
} from "./lib/completing-carts"
export { holdPersonalFields, isHeldReference, takePersonalFields } from "./lib/held-personal-fields"
