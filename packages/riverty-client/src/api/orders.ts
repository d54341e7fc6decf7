import type { RivertyTransport, V3CallOptions } from "../http"
import {
  addShippingDetailsResponseSchema,
  captureRequestSchema,
  captureResponseSchema,
  capturesResponseSchema,
  getOrderResponseSchema,
  refundRequestSchema,
  refundResponseSchema,
  refundsResponseSchema,
  returnNotificationRequestSchema,
  shippingDetailsSchema,
  updateOrderRequestSchema,
  updateOrderResponseSchema,
  voidRequestSchema,
  voidResponseSchema,
  voidsResponseSchema,
  type AddShippingDetailsResponse,
  type CaptureRequestInput,
  type CaptureResponse,
  type CapturesResponse,
  type GetOrderResponse,
  type RefundRequestInput,
  type RefundResponse,
  type RefundsResponse,
  type ReturnNotificationRequestInput,
  type ShippingDetailsInput,
  type UpdateOrderRequestInput,
  type UpdateOrderResponse,
  type VoidRequestInput,
  type VoidResponse,
  type VoidsResponse,
} from "../schemas"
import { parseRequest, pathParams } from "./request"

const ORDER = "/api/v3/orders/{orderNumber}"

/** Order management of the v3 interface. Pass `country` when the shop holds keys per country. */
export function ordersApi(http: RivertyTransport) {
  return {
    /** POST /api/v3/orders/{orderNumber}/captures: full, or partial with items. */
    async capture(orderNumber: string, body: CaptureRequestInput, options: V3CallOptions = {}): Promise<CaptureResponse> {
      return http.send(
        {
          module: "checkout",
          method: "POST",
          path: `${ORDER}/captures`,
          pathParams: pathParams({ orderNumber }, "capture"),
          body: parseRequest(captureRequestSchema, body, "capture"),
          responseSchema: captureResponseSchema,
        },
        options,
      )
    },

    /** POST /api/v3/orders/{orderNumber}/captures/return-notification. The service answers `{}`. */
    async returnNotification(
      orderNumber: string,
      body: ReturnNotificationRequestInput,
      options: V3CallOptions = {},
    ): Promise<void> {
      await http.send(
        {
          module: "checkout",
          method: "POST",
          path: `${ORDER}/captures/return-notification`,
          pathParams: pathParams({ orderNumber }, "return-notification"),
          body: parseRequest(returnNotificationRequestSchema, body, "return-notification"),
        },
        options,
      )
    },

    /** POST /api/v3/orders/{orderNumber}/refunds. */
    async refund(orderNumber: string, body: RefundRequestInput, options: V3CallOptions = {}): Promise<RefundResponse> {
      return http.send(
        {
          module: "checkout",
          method: "POST",
          path: `${ORDER}/refunds`,
          pathParams: pathParams({ orderNumber }, "refund"),
          body: parseRequest(refundRequestSchema, body, "refund"),
          responseSchema: refundResponseSchema,
        },
        options,
      )
    },

    /** POST /api/v3/orders/{orderNumber}/voids: the whole uncaptured rest, or part with cancellationDetails. */
    async voidAuthorization(orderNumber: string, body: VoidRequestInput = {}, options: V3CallOptions = {}): Promise<VoidResponse> {
      return http.send(
        {
          module: "checkout",
          method: "POST",
          path: `${ORDER}/voids`,
          pathParams: pathParams({ orderNumber }, "void"),
          body: parseRequest(voidRequestSchema, body, "void"),
          responseSchema: voidResponseSchema,
        },
        options,
      )
    },

    /** POST /api/v3/orders/{orderNumber}/updateOrder: the full new item list of an uncaptured order. */
    async updateOrder(orderNumber: string, body: UpdateOrderRequestInput, options: V3CallOptions = {}): Promise<UpdateOrderResponse> {
      return http.send(
        {
          module: "checkout",
          method: "POST",
          path: `${ORDER}/updateOrder`,
          pathParams: pathParams({ orderNumber }, "update-order"),
          body: parseRequest(updateOrderRequestSchema, body, "update-order"),
          responseSchema: updateOrderResponseSchema,
        },
        options,
      )
    },

    /** GET /api/v3/orders/{orderNumber}; orderDetails.status is the redirect flow's final word. */
    async getOrder(orderNumber: string, options: V3CallOptions = {}): Promise<GetOrderResponse> {
      return http.send(
        {
          module: "checkout",
          method: "GET",
          path: ORDER,
          pathParams: pathParams({ orderNumber }, "get-order"),
          responseSchema: getOrderResponseSchema,
        },
        options,
      )
    },

    /** GET /api/v3/orders/{orderNumber}/captures (all captures). */
    async listCaptures(orderNumber: string, options: V3CallOptions = {}): Promise<CapturesResponse> {
      return http.send(
        {
          module: "checkout",
          method: "GET",
          path: `${ORDER}/captures`,
          pathParams: pathParams({ orderNumber }, "get-captures"),
          responseSchema: capturesResponseSchema,
        },
        options,
      )
    },

    /** GET /api/v3/orders/{orderNumber}/captures/{captureNumber}. */
    async getCapture(orderNumber: string, captureNumber: string, options: V3CallOptions = {}): Promise<CapturesResponse> {
      return http.send(
        {
          module: "checkout",
          method: "GET",
          path: `${ORDER}/captures/{captureNumber}`,
          pathParams: pathParams({ orderNumber, captureNumber }, "get-capture"),
          responseSchema: capturesResponseSchema,
        },
        options,
      )
    },

    /** GET /api/v3/orders/{orderNumber}/refunds (all refunds). */
    async listRefunds(orderNumber: string, options: V3CallOptions = {}): Promise<RefundsResponse> {
      return http.send(
        {
          module: "checkout",
          method: "GET",
          path: `${ORDER}/refunds`,
          pathParams: pathParams({ orderNumber }, "get-refunds"),
          responseSchema: refundsResponseSchema,
        },
        options,
      )
    },

    /** GET /api/v3/orders/{orderNumber}/refunds/{refundNumber}. */
    async getRefund(orderNumber: string, refundNumber: string, options: V3CallOptions = {}): Promise<RefundsResponse> {
      return http.send(
        {
          module: "checkout",
          method: "GET",
          path: `${ORDER}/refunds/{refundNumber}`,
          pathParams: pathParams({ orderNumber, refundNumber }, "get-refund"),
          responseSchema: refundsResponseSchema,
        },
        options,
      )
    },

    /** GET /api/v3/orders/{orderNumber}/voids (all voids). */
    async listVoids(orderNumber: string, options: V3CallOptions = {}): Promise<VoidsResponse> {
      return http.send(
        {
          module: "checkout",
          method: "GET",
          path: `${ORDER}/voids`,
          pathParams: pathParams({ orderNumber }, "get-voids"),
          responseSchema: voidsResponseSchema,
        },
        options,
      )
    },

    /** GET /api/v3/orders/{orderNumber}/voids/{voidNumber}. */
    async getVoid(orderNumber: string, voidNumber: string, options: V3CallOptions = {}): Promise<VoidsResponse> {
      return http.send(
        {
          module: "checkout",
          method: "GET",
          path: `${ORDER}/voids/{voidNumber}`,
          pathParams: pathParams({ orderNumber, voidNumber }, "get-void"),
          responseSchema: voidsResponseSchema,
        },
        options,
      )
    },

    /** POST /api/v3/orders/{orderNumber}/captures/{captureNumber}/shipping-details. */
    async addShippingDetails(
      orderNumber: string,
      captureNumber: string,
      body: ShippingDetailsInput,
      options: V3CallOptions = {},
    ): Promise<AddShippingDetailsResponse> {
      return http.send(
        {
          module: "checkout",
          method: "POST",
          path: `${ORDER}/captures/{captureNumber}/shipping-details`,
          pathParams: pathParams({ orderNumber, captureNumber }, "add-shipping-details"),
          body: parseRequest(shippingDetailsSchema, body, "add-shipping-details"),
          responseSchema: addShippingDetailsResponseSchema,
        },
        options,
      )
    },

    /** PATCH /api/v3/orders/{orderNumber}/captures/{captureNumber}/shipping-details/{shippingNumber}. */
    async updateShippingDetails(
      orderNumber: string,
      captureNumber: string,
      shippingNumber: number,
      body: ShippingDetailsInput,
      options: V3CallOptions = {},
    ): Promise<void> {
      await http.send(
        {
          module: "checkout",
          method: "PATCH",
          path: `${ORDER}/captures/{captureNumber}/shipping-details/{shippingNumber}`,
          pathParams: pathParams({ orderNumber, captureNumber, shippingNumber }, "update-shipping-details"),
          body: parseRequest(shippingDetailsSchema, body, "update-shipping-details"),
        },
        options,
      )
    },
  }
}
export type OrdersApi = ReturnType<typeof ordersApi>
