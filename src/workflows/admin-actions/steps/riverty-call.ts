import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { deriveIdempotencyKey, type ReturnNotificationRequestInput, type ShippingDetailsInput } from "../../../riverty"
import { rivertyConnection, toMedusaError } from "../../../connection"
import { countryOf, type RivertyOrderContext } from "../order-context"

// Single-call actions: each is one Riverty request, so there is nothing to undo if it fails.

export const addShippingDetailsStep = createStep(
  "add-shipping-details",
  async (input: { context: RivertyOrderContext; captureNumber: string; shipping: ShippingDetailsInput }, { container }) => {
    const { client } = rivertyConnection(container, input.context.providerId) ?? rivertyConnection(container)
    const result = await client.orders
      .addShippingDetails(input.context.orderNumber, input.captureNumber, input.shipping, countryOf(input.context))
      .catch((error: unknown) => {
        throw toMedusaError(error, "shipping details", "merchant")
      })
    return new StepResponse({ shipping_number: result.shippingNumber })
  },
)

export const updateShippingDetailsStep = createStep(
  "update-shipping-details",
  async (
    input: { context: RivertyOrderContext; captureNumber: string; shippingNumber: number; shipping: ShippingDetailsInput },
    { container },
  ) => {
    const { client } = rivertyConnection(container, input.context.providerId) ?? rivertyConnection(container)
    await client.orders
      .updateShippingDetails(input.context.orderNumber, input.captureNumber, input.shippingNumber, input.shipping, countryOf(input.context))
      .catch((error: unknown) => {
        throw toMedusaError(error, "shipping details correction", "merchant")
      })
    return new StepResponse({ shipping_number: input.shippingNumber })
  },
)

export const voidRemainderStep = createStep(
  "void-remainder",
  async (input: { context: RivertyOrderContext; requestKey: string }, { container }) => {
    const { client } = rivertyConnection(container, input.context.providerId) ?? rivertyConnection(container)
    const result = await client.orders
      .voidAuthorization(input.context.orderNumber, {}, {
        idempotencyKey: deriveIdempotencyKey(input.requestKey, "void"),
        ...countryOf(input.context),
      })
      .catch((error: unknown) => {
        throw toMedusaError(error, "void", "merchant")
      })
    return new StepResponse({
      voided_amount: result.voidedAmount ?? null,
      remaining_authorized_amount: result.remainingAuthorizedAmount ?? null,
    })
  },
)

export const sendReturnNotificationStep = createStep(
  "send-return-notification",
  async (input: { context: RivertyOrderContext; body: ReturnNotificationRequestInput }, { container }) => {
    const { client } = rivertyConnection(container, input.context.providerId) ?? rivertyConnection(container)
    await client.orders.returnNotification(input.context.orderNumber, input.body, countryOf(input.context)).catch((error: unknown) => {
      throw toMedusaError(error, "return notification", "merchant")
    })
    return new StepResponse({ capture_number: input.body.captureNumber })
  },
)
