import type { CallOptions, RivertyTransport } from "../http"
import {
  claimInvoicesQuerySchema,
  claimInvoicesResponseSchema,
  type ClaimInvoicesQueryInput,
  type ClaimInvoicesResponse,
} from "../schemas"
import { parseRequest, pathParams } from "./request"

export interface ClaimCallOptions extends CallOptions {
  /** X-Client-Global-Id: internal communication only. */
  clientGlobalId?: number
  /** X-Client-Reference: internal communication only; sent comma-separated. */
  clientReference?: readonly string[]
}

/** Debt-collection claims (bearer token). */
export function claimsApi(http: RivertyTransport) {
  return {
    /** GET /claims/{claimNumber}/invoices with view (CLIENT|CONSUMER), page and pageSize. */
    async listInvoices(
      claimNumber: string,
      query: ClaimInvoicesQueryInput = {},
      options: ClaimCallOptions = {},
    ): Promise<ClaimInvoicesResponse> {
      const headers: Record<string, string> = {}
      if (options.clientGlobalId !== undefined) headers["X-Client-Global-Id"] = String(options.clientGlobalId)
      if (options.clientReference?.length) headers["X-Client-Reference"] = options.clientReference.join(",")
      return http.send(
        {
          module: "claims",
          method: "GET",
          path: "/claims/{claimNumber}/invoices",
          pathParams: pathParams({ claimNumber }, "claim-invoices"),
          query: parseRequest(claimInvoicesQuerySchema, query, "claim-invoices"),
          headers,
          responseSchema: claimInvoicesResponseSchema,
        },
        options,
      )
    },
  }
}
export type ClaimsApi = ReturnType<typeof claimsApi>
