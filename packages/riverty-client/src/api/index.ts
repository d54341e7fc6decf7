// The client's methods: one table of endpoints (endpoints.ts) behind one caller (call.ts).
export {
  checkoutApi,
  ordersApi,
  lookupApi,
  validateApi,
  customerAccountApi,
  customersApi,
  subscriptionsApi,
  accountingApi,
  merchantsApi,
  claimsApi,
  callbacksApi,
  type CheckoutApi,
  type OrdersApi,
  type LookupApi,
  type ValidateApi,
  type CustomerAccountApi,
  type CustomersApi,
  type SubscriptionsApi,
  type AccountingApi,
  type MerchantsApi,
  type ClaimsApi,
  type CallbacksApi,
} from "./groups"
export {
  DEFAULT_MERCHANT_API_VERSION,
  DEFAULT_CALLBACK_API_VERSION,
  type MerchantCallOptions,
  type ClaimCallOptions,
  type CallbackCallOptions,
  type ReturnOrderTarget,
} from "./call-options"
export { tokenApi, type TokenApi } from "./token"
