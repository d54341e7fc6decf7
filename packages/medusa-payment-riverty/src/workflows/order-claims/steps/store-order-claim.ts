import type { IOrderModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"

/** Where the order keeps the number of its debt-collection claim at Riverty. */
export const ORDER_CLAIM_METADATA_KEY = "riverty_claim_number"

export const rivertyStoreOrderClaimStepId = "riverty-store-order-claim"

/** Records the claim number on the order (its metadata); undone by restoring the previous metadata. */
export const rivertyStoreOrderClaimStep = createStep(
  rivertyStoreOrderClaimStepId,
  async (input: { order_id: string; claim_number: string }, { container }) => {
    const orders = container.resolve<IOrderModuleService>(Modules.ORDER)
    const order = await orders.retrieveOrder(input.order_id, { select: ["id", "metadata"] })
    const previous = (order.metadata ?? null) as Record<string, unknown> | null
    await orders.updateOrders(input.order_id, { metadata: { ...(previous ?? {}), [ORDER_CLAIM_METADATA_KEY]: input.claim_number } })
    return new StepResponse({ claim_number: input.claim_number }, { order_id: input.order_id, previous })
  },
  async (undo, { container }) => {
    if (!undo) return
    const orders = container.resolve<IOrderModuleService>(Modules.ORDER)
    await orders.updateOrders(undo.order_id, { metadata: undo.previous ?? {} })
  },
)
