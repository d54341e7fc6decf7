import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../modules/riverty"
import { rivertyConnection, toMedusaError } from "../../../connection"
import { countryOf, type RivertyOrderContext } from "../../shared/order"
import { buildReturnOrder, type BuiltReturnOrder, type ReturnOrderDraft } from "../build-return-request"
import { returnableLines } from "../returnable-lines"
import { returnTargetOf, type ReturnTarget } from "../return-target"

export interface PreparedReturnOrder extends BuiltReturnOrder {
  target: ReturnTarget
  currency: string | null
}

export const rivertyPrepareReturnOrderStepId = "riverty-prepare-return-order"

/** Reads Riverty's order and the earlier returns, then checks and builds the request. Nothing to undo. */
export const rivertyPrepareReturnOrderStep = createStep(
  rivertyPrepareReturnOrderStepId,
  async (input: { context: RivertyOrderContext; draft: ReturnOrderDraft }, { container }) => {
    const { client, options } = rivertyConnection(container)
    const order = await client.orders.getOrder(input.context.orderNumber, countryOf(input.context)).catch((error: unknown) => {
      throw toMedusaError(error, "order lookup", "merchant")
    })
    const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
    const existing = await rivertyModule.listRivertyReturnOrders({ order_id: input.context.orderId }, { select: ["status", "items"] })
    const built = buildReturnOrder(input.draft, returnableLines(order, existing))
    const target = await returnTargetOf(container, input.context, order, options)
    return new StepResponse<PreparedReturnOrder>({
      ...built,
      target,
      currency: order.orderDetails.currency ?? input.context.currencyCode.toUpperCase(),
    })
  },
)
