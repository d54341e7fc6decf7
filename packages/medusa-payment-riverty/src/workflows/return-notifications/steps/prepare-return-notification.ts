import { MedusaError } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import type { ReturnNotificationRequestInput } from "riverty-client"
import { itemWithQuantity } from "../../../riverty-order"
import { rivertyClient } from "../../../connection"
import { countryOf, type RivertyOrderContext } from "../../shared/order"

export interface ReturnNotificationDraft {
  context: RivertyOrderContext
  capture_number: string
  /** The returned lines of the capture; none means the whole capture. */
  items?: Array<{ line_number: number; quantity: number }>
  /**
   * Seed of Riverty's X-Idempotency-Key (the admin write's key): a resend after a lost answer is
   * then the same request at Riverty, not a second notice it refuses with 400.116.
   */
  request_key?: string
}

export const rivertyPrepareReturnNotificationStepId = "riverty-prepare-return-notification"

/**
 * The return notification of one capture as the admin asks for it. Without lines it is the whole
 * capture; with lines Riverty's order is read and each line is checked against the capture (every
 * refused line is named, `items[i]`) and sent at its captured prices. Nothing to undo.
 */
export const rivertyPrepareReturnNotificationStep = createStep(
  rivertyPrepareReturnNotificationStepId,
  async (input: ReturnNotificationDraft, { container }) => {
    const { context } = input
    const request: ReturnNotificationRequestInput = { captureNumber: input.capture_number }
    if (input.items?.length) {
      const client = rivertyClient(container)
      const order = await client.orders.getOrder(context.orderNumber, countryOf(context))
      const capture = order.captures?.find((c) => c.captureNumber === input.capture_number)
      if (!capture) throw new MedusaError(MedusaError.Types.INVALID_DATA, `capture_number: ${input.capture_number} is not a capture of this order`)
      request.items = input.items.map((pick, index) => {
        const item = capture.captureItems?.find((i) => i.lineNumber === pick.line_number)
        if (!item) throw new MedusaError(MedusaError.Types.INVALID_DATA, `items[${index}].line_number: line ${pick.line_number} is not in capture ${input.capture_number}`)
        if (pick.quantity > Number(item.quantity ?? 0)) {
          throw new MedusaError(MedusaError.Types.INVALID_DATA, `items[${index}].quantity: capture ${input.capture_number} has ${item.quantity} of line ${pick.line_number}`)
        }
        return itemWithQuantity(item, pick.line_number, pick.quantity)
      })
    }
    return new StepResponse(request)
  },
)
