import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { deriveIdempotencyKey, type ReturnNotificationRequestInput, type ShippingDetailsInput } from "../../../riverty"
import { adminConnection } from "../connection"
import { adminErrorOf } from "../errors"
import { countryOf, type RivertyOrderContext } from "../order-context"

// Single-call actions: each is one Riverty request, so there is nothing to undo if it fails.

export const addShippingDetailsStep = createStep(
  "add-shipping-details",
  async (input: { context: RivertyOrderContext; captureNumber: string; shipping: ShippingDetailsInput }, { container }) => {
    const { client } = adminConnection(container, input.context.providerId)
    const result = await client.orders
      .addShippingDetails(input.context.orderNumber, input.captureNumber, input.shipping, countryOf(input.context))
      .catch((error: unknown) => {
        throw adminErrorOf(error, "shipping details")
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
    const { client } = adminConnection(container, input.context.providerId)
    await client.orders
      .updateShippingDetails(input.context.orderNumber, input.captureNumber, input.shippingNumber, input.shipping, countryOf(input.context))
      .catch((error: unknown) => {
        throw adminErrorOf(error, "shipping details correction")
      })
    return new StepResponse({ shipping_number: input.shippingNumber })
  },
)

export const voidRemainderStep = createStep(
  "void-remainder",
  async (input: { context: RivertyOrderContext; requestKey: string }, { container }) => {
    const { client } = adminConnection(container, input.context.providerId)
    const result = await client.orders
      .voidAuthorization(input.context.orderNumber, {}, {
        idempotencyKey: deriveIdempotencyKey(input.requestKey, "void"),
        ...countryOf(input.context),
      })
      .catch((error: unknown) => {
        throw adminErrorOf(error, "void")
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
    const { client } = adminConnection(container, input.context.providerId)
    await client.orders.returnNotification(input.context.orderNumber, input.body, countryOf(input.context)).catch((error: unknown) => {
      throw adminErrorOf(error, "return notification")
    })
    return new StepResponse({ capture_number: input.body.captureNumber })
  },
)
