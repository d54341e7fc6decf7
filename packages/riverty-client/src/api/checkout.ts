import { RivertyConfigurationError } from "../errors"
import type { RivertyTransport, V3CallOptions } from "../http"
import {
  authorizeRequestSchema,
  authorizeResponseSchema,
  createContractRequestSchema,
  createContractResponseSchema,
  hostedCheckoutRequestSchema,
  hostedCheckoutResponseSchema,
  paymentMethodsRequestSchema,
  paymentMethodsResponseSchema,
  updateCustomerRequestSchema,
  versionResponseSchema,
  type AuthorizeRequestInput,
  type AuthorizeResponse,
  type CreateContractRequestInput,
  type CreateContractResponse,
  type HostedCheckoutRequestInput,
  type HostedCheckoutResponse,
  type PaymentMethodsRequestInput,
  type PaymentMethodsResponse,
  type UpdateCustomerRequestInput,
  type VersionResponse,
} from "../schemas"
import { parseRequest, pathParams } from "./request"

/** Checkout part of the v3 interface, plus customer update and version. */
export function checkoutApi(http: RivertyTransport) {
  return {
    /** POST /api/v3/checkout/authorize. Rejected and Pending are answers, not errors. */
    async authorize(body: AuthorizeRequestInput, options: V3CallOptions = {}): Promise<AuthorizeResponse> {
      const request = parseRequest(authorizeRequestSchema, body, "authorize")
      return http.send(
        {
          module: "checkout",
          method: "POST",
          path: "/api/v3/checkout/authorize",
          body: request,
          country: request.customer?.address?.countryCode,
          responseSchema: authorizeResponseSchema,
        },
        options,
      )
    },

    /** POST /api/v3/checkout/payment-methods. */
    async getPaymentMethods(body: PaymentMethodsRequestInput, options: V3CallOptions = {}): Promise<PaymentMethodsResponse> {
      const request = parseRequest(paymentMethodsRequestSchema, body, "payment-methods")
      return http.send(
        {
          module: "checkout",
          method: "POST",
          path: "/api/v3/checkout/payment-methods",
          body: request,
          country: request.country ?? request.order.country ?? request.customer?.address?.countryCode,
          responseSchema: paymentMethodsResponseSchema,
        },
        options,
      )
    },

    /** POST /api/v3/checkout/{checkoutId}/contract. */
    async createContract(
      checkoutId: string,
      body: CreateContractRequestInput,
      options: V3CallOptions = {},
    ): Promise<CreateContractResponse> {
      const request = parseRequest(createContractRequestSchema, body, "create-contract")
      return http.send(
        {
          module: "checkout",
          method: "POST",
          path: "/api/v3/checkout/{checkoutId}/contract",
          pathParams: pathParams({ checkoutId }, "create-contract"),
          body: request,
          responseSchema: createContractResponseSchema,
        },
        options,
      )
    },

    /** POST /api/v3/hosted-checkout/request (facts §4.7; not in the spec's table). */
    async requestHostedCheckout(body: HostedCheckoutRequestInput, options: V3CallOptions = {}): Promise<HostedCheckoutResponse> {
      const request = parseRequest(hostedCheckoutRequestSchema, body, "hosted-checkout")
      return http.send(
        {
          module: "checkout",
          method: "POST",
          path: "/api/v3/hosted-checkout/request",
          body: request,
          country: request.authorizeRequest.customer?.address?.countryCode,
          responseSchema: hostedCheckoutResponseSchema,
        },
        options,
      )
    },

    /** PATCH /api/v3/customers/{customerNumber}/updateCustomer. The service answers `{}`. */
    async updateCustomer(customerNumber: string, body: UpdateCustomerRequestInput, options: V3CallOptions = {}): Promise<void> {
      const request = parseRequest(updateCustomerRequestSchema, body, "update-customer")
      await http.send(
        {
          module: "checkout",
          method: "PATCH",
          path: "/api/v3/customers/{customerNumber}/updateCustomer",
          pathParams: pathParams({ customerNumber }, "update-customer"),
          body: request,
        },
        options,
      )
    },

    /** GET /api/v3/version. */
    async getVersion(options: V3CallOptions = {}): Promise<VersionResponse> {
      return http.send(
        { module: "checkout", method: "GET", path: "/api/v3/version", responseSchema: versionResponseSchema },
        options,
      )
    },

    /** GET /api/v3/status (facts §7): true when the service answers 2xx. */
    async isUp(options: V3CallOptions = {}): Promise<boolean> {
      try {
        await http.exchange({ module: "checkout", method: "GET", path: "/api/v3/status" }, options)
        return true
      } catch (error) {
        if (error instanceof RivertyConfigurationError) throw error
        return false
      }
    },
  }
}
export type CheckoutApi = ReturnType<typeof checkoutApi>
