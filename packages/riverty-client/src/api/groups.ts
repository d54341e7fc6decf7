import type { RivertyTransport } from "../http"
import { bindGroup } from "./call"
import { DEFAULT_CALLBACK_API_VERSION, DEFAULT_MERCHANT_API_VERSION } from "./call-options"
import type { EndpointSettings } from "./endpoint"
import { ENDPOINTS } from "./endpoints"

const DEFAULT_SETTINGS: EndpointSettings = {
  merchantApiVersion: DEFAULT_MERCHANT_API_VERSION,
  callbackApiVersion: DEFAULT_CALLBACK_API_VERSION,
}

export const checkoutApi = (http: RivertyTransport) => bindGroup(http, ENDPOINTS.checkout, DEFAULT_SETTINGS)
export const ordersApi = (http: RivertyTransport) => bindGroup(http, ENDPOINTS.orders, DEFAULT_SETTINGS)
export const lookupApi = (http: RivertyTransport) => bindGroup(http, ENDPOINTS.lookup, DEFAULT_SETTINGS)
export const validateApi = (http: RivertyTransport) => bindGroup(http, ENDPOINTS.validate, DEFAULT_SETTINGS)
export const customerAccountApi = (http: RivertyTransport) => bindGroup(http, ENDPOINTS.customerAccount, DEFAULT_SETTINGS)
export const customersApi = (http: RivertyTransport) => bindGroup(http, ENDPOINTS.customers, DEFAULT_SETTINGS)
export const subscriptionsApi = (http: RivertyTransport) => bindGroup(http, ENDPOINTS.subscriptions, DEFAULT_SETTINGS)
export const accountingApi = (http: RivertyTransport) => bindGroup(http, ENDPOINTS.accounting, DEFAULT_SETTINGS)
export const claimsApi = (http: RivertyTransport) => bindGroup(http, ENDPOINTS.claims, DEFAULT_SETTINGS)
export const merchantsApi = (http: RivertyTransport, defaultVersion: string = DEFAULT_MERCHANT_API_VERSION) =>
  bindGroup(http, ENDPOINTS.merchants, { ...DEFAULT_SETTINGS, merchantApiVersion: defaultVersion })
export const callbacksApi = (http: RivertyTransport, defaultVersion: string = DEFAULT_CALLBACK_API_VERSION) =>
  bindGroup(http, ENDPOINTS.callbacks, { ...DEFAULT_SETTINGS, callbackApiVersion: defaultVersion })

export type CheckoutApi = ReturnType<typeof checkoutApi>
export type OrdersApi = ReturnType<typeof ordersApi>
export type LookupApi = ReturnType<typeof lookupApi>
export type ValidateApi = ReturnType<typeof validateApi>
export type CustomerAccountApi = ReturnType<typeof customerAccountApi>
export type CustomersApi = ReturnType<typeof customersApi>
export type SubscriptionsApi = ReturnType<typeof subscriptionsApi>
export type AccountingApi = ReturnType<typeof accountingApi>
export type ClaimsApi = ReturnType<typeof claimsApi>
export type MerchantsApi = ReturnType<typeof merchantsApi>
export type CallbacksApi = ReturnType<typeof callbacksApi>
