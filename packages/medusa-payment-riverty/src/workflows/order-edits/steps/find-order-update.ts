import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { findRivertyOrder, type RivertyOrderContext } from "../../shared/order"

export const rivertyFindOrderUpdateStepId = "riverty-find-order-update"

/** The order's Riverty payment to update, or null when the order was not paid with Riverty. */
export const rivertyFindOrderUpdateStep = createStep(
  rivertyFindOrderUpdateStepId,
  async (input: { order_id: string }, { container }): Promise<StepResponse<RivertyOrderContext | null>> => {
    // A deleted order (NOT_FOUND) has nothing left to update either.
    const context = await findRivertyOrder(container, input.order_id).catch(() => null)
    return new StepResponse(context)
  },
)
