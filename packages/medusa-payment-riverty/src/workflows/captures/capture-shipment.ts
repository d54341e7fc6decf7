import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createHook, createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { CAPTURE_LOCK_TIMEOUT_S, CAPTURE_LOCK_TTL_S, captureLockKey } from "../../providers/riverty"
import { rivertyCaptureShipmentStep } from "./steps/capture-shipment"
import { rivertyPrepareShipmentCaptureStep } from "./steps/prepare-shipment-capture"
import { bookRivertyCaptureWorkflow } from "./book-capture"
import { adjustCaptureRequestHookName, captureRequestValidator, type CaptureRequestExtension } from "./capture-request-extension"
import type { ShippedQuantity } from "../../riverty-order"

export const captureRivertyShipmentWorkflowId = "riverty-capture-shipment"

/** What the `adjustCaptureRequest` hook of a shipment's capture gets. */
export interface ShipmentCaptureHookInput {
  order_id: string
  order_number: string
  fulfillment_id: string
  shipped: ShippedQuantity[]
}

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
 *
 * Hook `adjustCaptureRequest`: gets `{ order_id, order_number, fulfillment_id, shipped }` and may
 * return the invoice number and texts of the captured lines (`CaptureRequestExtension`); never
 * amounts. It runs before the capture lock; a capture found already made ignores it.
 */
export const captureRivertyShipmentWorkflow = createWorkflow(captureRivertyShipmentWorkflowId, (input: { fulfillment_id: string; lock_owner?: string }) => {
  const plan = rivertyPrepareShipmentCaptureStep(input)
  // The hook inside the `when`: a shipment with nothing to capture runs no handler.
  const shipment = when("riverty-shipment-to-capture", { plan }, ({ plan }) => plan !== null && plan.shipped.length > 0).then(() => {
    const hookInput = transform({ plan }, ({ plan }): ShipmentCaptureHookInput => ({
      order_id: plan!.order_id,
      order_number: plan!.order_number,
      fulfillment_id: plan!.fulfillment_id,
      shipped: plan!.shipped,
    }))
    const adjustCaptureRequest = createHook(adjustCaptureRequestHookName, hookInput, { resultValidator: captureRequestValidator })
    const extension = adjustCaptureRequest.getResult()
    const nonNull = transform({ plan, extension }, ({ plan, extension }) => ({
      ...plan!,
      ...(extension ? { extension: extension as CaptureRequestExtension } : {}),
    }))
    // Each value its own transform: a property of a transform's output is not resolved by the step.
    const lockKey = transform({ plan }, ({ plan }) => captureLockKey(plan!.order_number))
    const lockOwner = transform({ input }, ({ input }) => input.lock_owner)
    acquireLockStep({ key: lockKey, ownerId: lockOwner, timeout: CAPTURE_LOCK_TIMEOUT_S, ttl: CAPTURE_LOCK_TTL_S, executeOnSubWorkflow: true })
    const capture = rivertyCaptureShipmentStep(nonNull)
    const recordInput = transform({ plan, capture }, ({ plan, capture }) => ({ payment_id: plan!.payment_id, capture }))
    bookRivertyCaptureWorkflow.runAsStep({ input: recordInput })
    releaseLockStep({ key: lockKey, ownerId: lockOwner, executeOnSubWorkflow: true })
    return { hooks: [adjustCaptureRequest] as [typeof adjustCaptureRequest], result: capture }
  })
  return new WorkflowResponse(plan, { hooks: shipment.hooks })
})
