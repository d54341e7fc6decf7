import { RivertyNotFoundError } from "../errors"
import type { CallOptions, RivertyTransport } from "../http"
import {
  customerLookupCriteriaSchema,
  customerRecordSchema,
  customerRecordUpdateSchema,
  customerSearchQuerySchema,
  customerSearchRequestSchema,
  customerSearchResponseSchema,
  type ClientId,
  type CustomerLookupCriteriaInput,
  type CustomerRecord,
  type CustomerRecordUpdateInput,
  type CustomerSearchQueryInput,
  type CustomerSearchRequestInput,
  type CustomerSearchResponse,
} from "../schemas"
import { parseRequest, pathParams } from "./request"

const CUSTOMER = "/v1/clients/{clientId}/customers/{customerNumber}"

/** Client-scoped customer records (v1, bearer token). */
export function customersApi(http: RivertyTransport) {
  return {
    /** GET /v1/clients/{clientId}/customers/{customerNumber}. */
    async get(clientId: ClientId, customerNumber: string, options: CallOptions = {}): Promise<CustomerRecord> {
      return http.send(
        {
          module: "customers",
          method: "GET",
          path: CUSTOMER,
          pathParams: pathParams({ clientId, customerNumber }, "get-customer"),
          responseSchema: customerRecordSchema,
        },
        options,
      )
    },

    /** HEAD /v1/clients/{clientId}/customers/{customerNumber}: whether the customer exists. */
    async exists(clientId: ClientId, customerNumber: string, options: CallOptions = {}): Promise<boolean> {
      try {
        await http.exchange(
          { module: "customers", method: "HEAD", path: CUSTOMER, pathParams: pathParams({ clientId, customerNumber }, "check-customer") },
          options,
        )
        return true
      } catch (error) {
        if (error instanceof RivertyNotFoundError) return false
        throw error
      }
    },

    /** PUT /v1/clients/{clientId}/customers/{customerNumber} (body not shown by the spec; record fields). */
    async update(
      clientId: ClientId,
      customerNumber: string,
      body: CustomerRecordUpdateInput,
      options: CallOptions = {},
    ): Promise<CustomerRecord | undefined> {
      const response = await http.exchange(
        {
          module: "customers",
          method: "PUT",
          path: CUSTOMER,
          pathParams: pathParams({ clientId, customerNumber }, "update-customer"),
          body: parseRequest(customerRecordUpdateSchema, body, "update-customer"),
        },
        options,
      )
      const parsed = customerRecordSchema.safeParse(response.data)
      return parsed.success ? parsed.data : undefined
    },

    /** POST /v1/clients/{clientId}/customers/search with page, perPage, sort and order. */
    async search(
      clientId: ClientId,
      body: CustomerSearchRequestInput,
      query: CustomerSearchQueryInput = {},
      options: CallOptions = {},
    ): Promise<CustomerSearchResponse> {
      return http.send(
        {
          module: "customers",
          method: "POST",
          path: "/v1/clients/{clientId}/customers/search",
          pathParams: pathParams({ clientId }, "search-customers"),
          query: parseRequest(customerSearchQuerySchema, query, "search-customers"),
          body: parseRequest(customerSearchRequestSchema, body, "search-customers"),
          // A search changes nothing: safe to repeat.
          retrySafe: true,
          responseSchema: customerSearchResponseSchema,
        },
        options,
      )
    },

    /** POST /v1/clients/{clientId}/lookup/customer: looks the customer up and creates it if found. */
    async lookup(clientId: ClientId, criteria: CustomerLookupCriteriaInput, options: CallOptions = {}): Promise<CustomerRecord> {
      return http.send(
        {
          module: "customers",
          method: "POST",
          path: "/v1/clients/{clientId}/lookup/customer",
          pathParams: pathParams({ clientId }, "lookup-customer"),
          body: parseRequest(customerLookupCriteriaSchema, criteria, "lookup-customer"),
          responseSchema: customerRecordSchema,
        },
        options,
      )
    },
  }
}
export type CustomersApi = ReturnType<typeof customersApi>
