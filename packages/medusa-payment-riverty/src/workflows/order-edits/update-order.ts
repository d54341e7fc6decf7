import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { CAPTURE_LOCK_TIMEOUT_S, CAPTURE_LOCK_TTL_S, captureLockKey } from "../../providers/riverty"
import { rivertyFindOrderUpdateStep } from "./steps/find-order-update"
import { rivertyNotifyMerchantStep } from "./steps/notify-merchant"
import { rivertyRestoreMedusaPaymentStep } from "./steps/restore-medusa-payment"
import { rivertySendOrderUpdateStep, type OrderUpdateResult } from "./steps/send-order-update"

export const updateRivertyOrderWorkflowId = "riverty-update-order"

export interface UpdateRivertyOrderInput {
  order_id: string
  /** Names this change at Riverty (the idempotency key of the update call): one per edit, claim or exchange. */
  request_key: string
  /** This run's hold on the order's capture lock (the follow-up queue passes one per attempt). */
  lock_owner?: string
}

/**
 * After a Medusa order edit, claim or exchange: Riverty's order gets the order's current lines
 * through updateOrder (same order number, no cancel and re-authorize). Only an order nothing of
 * which is captured is updated; an increase Riverty declines leaves its original authorization in
 * place. The capture lock keeps a capture from running beside the update. Medusa's payment is
 * then made to say what Riverty holds (restore-medusa-payment). Returns null for an order not
 * paid with Riverty.
 */
export const updateRivertyOrderWorkflow = createWorkflow(updateRivertyOrderWorkflowId, (input: UpdateRivertyOrderInput) => {
  const findInput = transform({ input }, ({ input }) => ({ order_id: input.order_id }))
  const context = rivertyFindOrderUpdateStep(findInput)
  const updated = when("riverty-update-order-when-riverty", { context }, ({ context }) => context !== null).then(() => {
    // Each value its own transform: a property of a transform's output is not resolved by the step.
    const lockKey = transform({ context }, ({ context }) => captureLockKey(context!.orderNumber))
    const lockOwner = transform({ input }, ({ input }) => input.lock_owner)
    const sendInput = transform({ context, input }, ({ context, input }) => ({ context: context!, request_key: input.request_key }))
    acquireLockStep({ key: lockKey, ownerId: lockOwner, timeout: CAPTURE_LOCK_TIMEOUT_S, ttl: CAPTURE_LOCK_TTL_S, executeOnSubWorkflow: true })
    const result = rivertySendOrderUpdateStep(sendInput)
    releaseLockStep({ key: lockKey, ownerId: lockOwner, executeOnSubWorkflow: true })
    return result
  })
  const result = transform({ updated }, ({ updated }): OrderUpdateResult | null => updated ?? null)
  const restoreInput = transform({ result }, ({ result }) => ({ result }))
  rivertyRestoreMedusaPaymentStep(restoreInput)
  const notifyInput = transform({ result, input }, ({ result, input }) => ({ result, request_key: input.request_key }))
  rivertyNotifyMerchantStep(notifyInput)
  return new WorkflowResponse(result)
})
