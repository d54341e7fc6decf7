import type { CallOptions, RivertyTransport } from "../http"
import {
  consumptionsQuerySchema,
  consumptionsResponseSchema,
  partnerInvoiceRequestSchema,
  partnerInvoiceResponseSchema,
  subscriptionCancellationRequestSchema,
  subscriptionSchema,
  type ClientId,
  type Consumption,
  type ConsumptionsQueryInput,
  type PartnerInvoiceRequestInput,
  type PartnerInvoiceResponse,
  type Subscription,
  type SubscriptionCancellationRequestInput,
} from "../schemas"
import { parseRequest, pathParams } from "./request"

const CANCELLATION = "/v1/clients/{clientId}/partner-subscriptions/{subscriptionId}/cancellation"

/** Subscription and partner financing (v1, bearer token). */
export function subscriptionsApi(http: RivertyTransport) {
  return {
    /** GET /v1/clients/{clientId}/consumptions?customerNumber=…[&subscriptionId=…]. */
    async getConsumptions(clientId: ClientId, query: ConsumptionsQueryInput, options: CallOptions = {}): Promise<Consumption[]> {
      return http.send(
        {
          module: "subscriptions",
          method: "GET",
          path: "/v1/clients/{clientId}/consumptions",
          pathParams: pathParams({ clientId }, "consumptions"),
          query: parseRequest(consumptionsQuerySchema, query, "consumptions"),
          responseSchema: consumptionsResponseSchema,
        },
        options,
      )
    },

    /** POST /v1/clients/{clientId}/partner-subscriptions/{subscriptionId}/invoices. */
    async createPartnerInvoice(
      clientId: ClientId,
      subscriptionId: string,
      body: PartnerInvoiceRequestInput,
      options: CallOptions = {},
    ): Promise<PartnerInvoiceResponse> {
      return http.send(
        {
          module: "subscriptions",
          method: "POST",
          path: "/v1/clients/{clientId}/partner-subscriptions/{subscriptionId}/invoices",
          pathParams: pathParams({ clientId, subscriptionId }, "partner-invoice"),
          body: parseRequest(partnerInvoiceRequestSchema, body, "partner-invoice"),
          responseSchema: partnerInvoiceResponseSchema,
        },
        options,
      )
    },

    /** PUT …/cancellation with `{date}`: the subscription comes back INACTIVE. */
    async cancel(
      clientId: ClientId,
      subscriptionId: string,
      body: SubscriptionCancellationRequestInput,
      options: CallOptions = {},
    ): Promise<Subscription> {
      return http.send(
        {
          module: "subscriptions",
          method: "PUT",
          path: CANCELLATION,
          pathParams: pathParams({ clientId, subscriptionId }, "cancel-subscription"),
          body: parseRequest(subscriptionCancellationRequestSchema, body, "cancel-subscription"),
          responseSchema: subscriptionSchema,
        },
        options,
      )
    },

    /** DELETE …/cancellation: withdraws a cancellation. The answer's body is not shown by the spec. */
    async uncancel(clientId: ClientId, subscriptionId: string, options: CallOptions = {}): Promise<Subscription | undefined> {
      const response = await http.exchange(
        {
          module: "subscriptions",
          method: "DELETE",
          path: CANCELLATION,
          pathParams: pathParams({ clientId, subscriptionId }, "uncancel-subscription"),
        },
        options,
      )
      const parsed = subscriptionSchema.safeParse(response.data)
      return parsed.success ? parsed.data : undefined
    },
  }
}
export type SubscriptionsApi = ReturnType<typeof subscriptionsApi>
