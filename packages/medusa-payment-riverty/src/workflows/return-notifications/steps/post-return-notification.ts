import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { deriveIdempotencyKey, type ReturnNotificationRequestInput } from "riverty-client"
import { rivertyClient, toMedusaError } from "../../../connection"
import { countryOf, type RivertyOrderContext } from "../../shared/order"

export const rivertyPostReturnNotificationStepId = "riverty-post-return-notification"

/** Sends one return notification: one Riverty request, so there is nothing to undo if it fails. */
export const rivertyPostReturnNotificationStep = createStep(
  rivertyPostReturnNotificationStepId,
  async (input: { context: RivertyOrderContext; body: ReturnNotificationRequestInput; request_key?: string }, { container }) => {
    const client = rivertyClient(container)
    const options = {
      ...countryOf(input.context),
      ...(input.request_key ? { idempotencyKey: deriveIdempotencyKey(input.request_key, "return-notification") } : {}),
    }
    await client.orders.returnNotification(input.context.orderNumber, input.body, options).catch((error: unknown) => {
      throw toMedusaError(error, "return notification", "merchant")
    })
    return new StepResponse({ capture_number: input.body.captureNumber })
  },
)
