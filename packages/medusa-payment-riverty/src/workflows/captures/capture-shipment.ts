import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { CAPTURE_LOCK_TIMEOUT_S, CAPTURE_LOCK_TTL_S, captureLockKey } from "../../providers/riverty"
import { rivertyCaptureShipmentStep } from "./steps/capture-shipment"
import { rivertyPrepareShipmentCaptureStep } from "./steps/prepare-shipment-capture"
import { bookRivertyCaptureWorkflow } from "./book-capture"

export const captureRivertyShipmentWorkflowId = "riverty-capture-shipment"

/**
 * Capture on shipment (provider option `capture: "on_shipment"`): a shipped fulfillment of a
 * Riverty order is captured at Riverty with exactly its lines and tracking numbers, then booked
 * in Medusa so the order's totals agree. One capture per payment at a time: each share is
 * planned from what is still open, and the booking checks the payment data, so two shipments
 * (or a repeated event) must not run side by side.
 *
 * `lock_owner` names this run's hold on the lock (the follow-up queue passes one per attempt), so
 * the release can only free its own hold; without it the lock is held by no named owner, which
 * Medusa's locking providers also treat as exclusive.
 */
export const captureRivertyShipmentWorkflow = createWorkflow(captureRivertyShipmentWorkflowId, (input: { fulfillment_id: string; lock_owner?: string }) => {
  const plan = rivertyPrepareShipmentCaptureStep(input)
  when({ plan }, ({ plan }) => plan !== null && plan.shipped.length > 0).then(() => {
    const nonNull = transform({ plan }, ({ plan }) => plan!)
    // Each value its own transform: a property of a transform's output is not resolved by the step.
    const lockKey = transform({ plan }, ({ plan }) => captureLockKey(plan!.order_number))
    const lockOwner = transform({ input }, ({ input }) => input.lock_owner)
    acquireLockStep({ key: lockKey, ownerId: lockOwner, timeout: CAPTURE_LOCK_TIMEOUT_S, ttl: CAPTURE_LOCK_TTL_S, executeOnSubWorkflow: true })
    const capture = rivertyCaptureShipmentStep(nonNull)
    const recordInput = transform({ plan, capture }, ({ plan, capture }) => ({ payment_id: plan!.payment_id, capture }))
    bookRivertyCaptureWorkflow.runAsStep({ input: recordInput })
    releaseLockStep({ key: lockKey, ownerId: lockOwner, executeOnSubWorkflow: true })
  })
  return new WorkflowResponse(plan)
})
