import type { CallOptions, RivertyTransport } from "../http"
import {
  clientIdSchema,
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

function subscriptionPath(clientId: ClientId, subscriptionId: string, what: string) {
  parseRequest(clientIdSchema, clientId, what)
  return pathParams({ clientId, subscriptionId }, what)
}

/** Subscription and partner financing (v1, bearer token). */
export function subscriptionsApi(http: RivertyTransport) {
  return {
    /** GET /v1/clients/{clientId}/consumptions?customerNumber=…[&subscriptionId=…]. */
    async getConsumptions(clientId: ClientId, query: ConsumptionsQueryInput, options: CallOptions = {}): Promise<Consumption[]> {
      parseRequest(clientIdSchema, clientId, "consumptions")
      return http.send(
        {
          module: "subscriptions",
          method: "GET",
          path: "/v1/clients/{clientId}/consumptions",
          pathParams: { clientId },
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
          pathParams: subscriptionPath(clientId, subscriptionId, "partner-invoice"),
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
          pathParams: subscriptionPath(clientId, subscriptionId, "cancel-subscription"),
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
          pathParams: subscriptionPath(clientId, subscriptionId, "uncancel-subscription"),
        },
        options,
      )
      const parsed = subscriptionSchema.safeParse(response.data)
      return parsed.success ? parsed.data : undefined
    },
  }
}
export type SubscriptionsApi = ReturnType<typeof subscriptionsApi>
