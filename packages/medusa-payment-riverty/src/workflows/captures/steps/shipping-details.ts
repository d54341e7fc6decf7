import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import type { ShippingDetailsInput } from "riverty-client"
import { rivertyClient, toMedusaError } from "../../../connection"
import { countryOf, type RivertyOrderContext } from "../../shared/order"

// Single-call actions: each is one Riverty request, so there is nothing to undo if it fails.

export const rivertyAddCaptureShippingDetailsStepId = "riverty-add-capture-shipping-details"

export const rivertyAddCaptureShippingDetailsStep = createStep(
  rivertyAddCaptureShippingDetailsStepId,
  async (input: { context: RivertyOrderContext; captureNumber: string; shipping: ShippingDetailsInput }, { container }) => {
    const client = rivertyClient(container)
    const result = await client.orders
      .addShippingDetails(input.context.orderNumber, input.captureNumber, input.shipping, countryOf(input.context))
      .catch((error: unknown) => {
        throw toMedusaError(error, "shipping details", "merchant")
      })
    return new StepResponse({ shipping_number: result.shippingNumber })
  },
)

export const rivertyUpdateCaptureShippingDetailsStepId = "riverty-update-capture-shipping-details"

export const rivertyUpdateCaptureShippingDetailsStep = createStep(
  rivertyUpdateCaptureShippingDetailsStepId,
  async (
    input: { context: RivertyOrderContext; captureNumber: string; shippingNumber: number; shipping: ShippingDetailsInput },
    { container },
  ) => {
    const client = rivertyClient(container)
    await client.orders
      .updateShippingDetails(input.context.orderNumber, input.captureNumber, input.shippingNumber, input.shipping, countryOf(input.context))
      .catch((error: unknown) => {
        throw toMedusaError(error, "shipping details correction", "merchant")
      })
    return new StepResponse({ shipping_number: input.shippingNumber })
  },
)
