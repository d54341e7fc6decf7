import type { RivertyTransport, V3CallOptions } from "../http"
import {
  creditLimitResponseSchema,
  customerAccountApplicationResponseSchema,
  customerAccountApplicationSchema,
  customerAccountBySsnResponseSchema,
  customerAccountEventResponseSchema,
  customerAccountEventSchema,
  type CreditLimitResponse,
  type CustomerAccountApplicationInput,
  type CustomerAccountApplicationResponse,
  type CustomerAccountBySsnResponse,
  type CustomerAccountEventInput,
  type CustomerAccountEventResponse,
} from "../schemas"
import { parseRequest, pathParams } from "./request"

/** Customer-account credit (fast-track) of the v3 interface. */
export function customerAccountApi(http: RivertyTransport) {
  return {
    /** POST /api/v3/customer-account: apply for customer account credit. */
    async apply(body: CustomerAccountApplicationInput, options: V3CallOptions = {}): Promise<CustomerAccountApplicationResponse> {
      const request = parseRequest(customerAccountApplicationSchema, body, "customer-account")
      return http.send(
        {
          module: "checkout",
          method: "POST",
          path: "/api/v3/customer-account",
          body: request,
          country: request.countryCode,
          responseSchema: customerAccountApplicationResponseSchema,
        },
        options,
      )
    },

    /** GET /api/v3/customer-account/{accountNumber}/credit-limit. */
    async getCreditLimit(accountNumber: string, options: V3CallOptions = {}): Promise<CreditLimitResponse> {
      return http.send(
        {
          module: "checkout",
          method: "GET",
          path: "/api/v3/customer-account/{accountNumber}/credit-limit",
          pathParams: pathParams({ accountNumber }, "credit-limit"),
          responseSchema: creditLimitResponseSchema,
        },
        options,
      )
    },

    /** POST /api/v3/customer-account/{accountNumber}/event. */
    async addEvent(
      accountNumber: string,
      body: CustomerAccountEventInput,
      options: V3CallOptions = {},
    ): Promise<CustomerAccountEventResponse> {
      const request = parseRequest(customerAccountEventSchema, body, "customer-account-event")
      return http.send(
        {
          module: "checkout",
          method: "POST",
          path: "/api/v3/customer-account/{accountNumber}/event",
          pathParams: pathParams({ accountNumber }, "customer-account-event"),
          body: request,
          country: request.countryCode,
          responseSchema: customerAccountEventResponseSchema,
        },
        options,
      )
    },

    /** GET /api/v3/customer-account/{ssn}. The SSN is in the path; logs only show the template. */
    async findBySsn(ssn: string, options: V3CallOptions = {}): Promise<CustomerAccountBySsnResponse> {
      return http.send(
        {
          module: "checkout",
          method: "GET",
          path: "/api/v3/customer-account/{ssn}",
          pathParams: pathParams({ ssn }, "customer-account-by-ssn"),
          responseSchema: customerAccountBySsnResponseSchema,
        },
        options,
      )
    },
  }
}
export type CustomerAccountApi = ReturnType<typeof customerAccountApi>
