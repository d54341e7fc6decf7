import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { CAPTURE_LOCK_TIMEOUT_S, CAPTURE_LOCK_TTL_S, captureLockKey } from "../../providers/riverty"
import type { RivertyOrderContext } from "../shared/order"
import { rivertyVoidAuthorizationRemainderStep } from "./steps/void-authorization-remainder"

export const voidRivertyRemainderWorkflowId = "riverty-void-remainder"

/**
 * The admin's void: what is left of the authorization at Riverty, under the order's capture lock
 * (a capture must not run beside it). After a cancellation Medusa's payments are voided by
 * `voidRivertyCanceledOrderRemainderWorkflow` beside it.
 */
export const voidRivertyRemainderWorkflow = createWorkflow(
  voidRivertyRemainderWorkflowId,
  (input: { context: RivertyOrderContext; requestKey: string }) => {
    const lockKey = transform({ input }, ({ input }) => captureLockKey(input.context.orderNumber))
    const lockOwner = transform({ input }, ({ input }) => `admin:${input.requestKey}`)
    acquireLockStep({ key: lockKey, ownerId: lockOwner, timeout: CAPTURE_LOCK_TIMEOUT_S, ttl: CAPTURE_LOCK_TTL_S })
    const voided = rivertyVoidAuthorizationRemainderStep(input)
    releaseLockStep({ key: lockKey, ownerId: lockOwner })
    return new WorkflowResponse(voided)
  },
)
