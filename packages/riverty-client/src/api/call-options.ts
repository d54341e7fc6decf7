import type { CallOptions } from "../http"

/** The onboarding documentation shows `Accept-version: 1.0`. */
export const DEFAULT_MERCHANT_API_VERSION = "1.0"

/** The spec leaves the allowed `{version}` values open. */
export const DEFAULT_CALLBACK_API_VERSION = "v1"

export interface MerchantCallOptions extends CallOptions {
  /** Accept-version header; the client's `merchantApiVersion` option by default. */
  acceptVersion?: string
}

export interface ClaimCallOptions extends CallOptions {
  /** X-Client-Global-Id: internal communication only. */
  clientGlobalId?: number
  /** X-Client-Reference: internal communication only; sent comma-separated. */
  clientReference?: readonly string[]
}

export interface CallbackCallOptions extends CallOptions {
  /** `{version}` path segment; the client's `callbackApiVersion` option by default. */
  version?: string
}

/** The path of an accounting return: whose order it is. */
export interface ReturnOrderTarget {
  businessCode: string
  customerNumber: string
  orderReference: string
}
