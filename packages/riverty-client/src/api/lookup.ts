import type { RivertyTransport, V3CallOptions } from "../http"
import {
  customerLookupRequestSchema,
  customerLookupResponseSchema,
  installmentPlansRequestSchema,
  installmentPlansResponseSchema,
  type CustomerLookupRequestInput,
  type CustomerLookupResponse,
  type InstallmentPlansRequestInput,
  type InstallmentPlansResponse,
} from "../schemas"
import { parseRequest } from "./request"

export function lookupApi(http: RivertyTransport) {
  return {
    /** POST /api/v3/lookup/customer: address data by SSN, mobile number or organization number (Nordics). */
    async customer(body: CustomerLookupRequestInput, options: V3CallOptions = {}): Promise<CustomerLookupResponse> {
      const request = parseRequest(customerLookupRequestSchema, body, "customer-lookup")
      return http.send(
        {
          module: "checkout",
          method: "POST",
          path: "/api/v3/lookup/customer",
          body: request,
          country: request.countryCode,
          responseSchema: customerLookupResponseSchema,
        },
        options,
      )
    },

    /** POST /api/v3/lookup/installment-plans. */
    async installmentPlans(body: InstallmentPlansRequestInput, options: V3CallOptions = {}): Promise<InstallmentPlansResponse> {
      const request = parseRequest(installmentPlansRequestSchema, body, "installment-plans")
      return http.send(
        {
          module: "checkout",
          method: "POST",
          path: "/api/v3/lookup/installment-plans",
          body: request,
          // A read sent as POST: repeating it changes nothing at Riverty.
          retrySafe: true,
          country: request.countryCode,
          responseSchema: installmentPlansResponseSchema,
        },
        options,
      )
    },
  }
}
export type LookupApi = ReturnType<typeof lookupApi>
