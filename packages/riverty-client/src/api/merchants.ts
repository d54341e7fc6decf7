import type { CallOptions, RivertyTransport } from "../http"
import {
  createMerchantRequestSchema,
  createMerchantResponseSchema,
  type CreateMerchantRequestInput,
  type CreateMerchantResponse,
} from "../schemas"
import { parseRequest } from "./request"

/** The onboarding documentation shows `Accept-version: 1.0`. */
export const DEFAULT_MERCHANT_API_VERSION = "1.0"

export interface MerchantCallOptions extends CallOptions {
  /** Accept-version header; the client's `merchantApiVersion` option by default. */
  acceptVersion?: string
}

/** Merchant onboarding (bearer token + Accept-version). */
export function merchantsApi(http: RivertyTransport, defaultVersion: string = DEFAULT_MERCHANT_API_VERSION) {
  return {
    /**
     * POST /merchants: merchant, shop and contract. The service performs a repeated request with
     * the same shop.contract.partnerReference once.
     */
    async create(body: CreateMerchantRequestInput, options: MerchantCallOptions = {}): Promise<CreateMerchantResponse> {
      return http.send(
        {
          module: "merchants",
          method: "POST",
          path: "/merchants",
          headers: { "Accept-version": options.acceptVersion ?? defaultVersion },
          body: parseRequest(createMerchantRequestSchema, body, "create-merchant"),
          responseSchema: createMerchantResponseSchema,
        },
        options,
      )
    },
  }
}
export type MerchantsApi = ReturnType<typeof merchantsApi>
