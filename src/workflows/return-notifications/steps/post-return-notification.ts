import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import type { ReturnNotificationRequestInput } from "../../../riverty"
import { adminConnection } from "../../shared/admin-connection"
import { adminErrorOf } from "../../shared/errors"
import { countryOf, type RivertyOrderContext } from "../../shared/order"

/** Sends one return notification: one Riverty request, so there is nothing to undo if it fails. */
export const rivertyPostReturnNotificationStep = createStep(
  "riverty-post-return-notification",
  async (input: { context: RivertyOrderContext; body: ReturnNotificationRequestInput }, { container }) => {
    const { client } = adminConnection(container, input.context.providerId)
    await client.orders.returnNotification(input.context.orderNumber, input.body, countryOf(input.context)).catch((error: unknown) => {
      throw adminErrorOf(error, "return notification")
    })
    return new StepResponse({ capture_number: input.body.captureNumber })
  },
)
