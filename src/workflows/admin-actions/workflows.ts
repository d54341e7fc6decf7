import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { CAPTURE_LOCK_TIMEOUT_S, CAPTURE_LOCK_TTL_S, captureLockKey } from "../../providers/riverty/capture-lock"
import type { ReturnNotificationRequestInput, ShippingDetailsInput } from "../../riverty"
import { rivertyRecordCaptureStep } from "../order-management/steps/record-capture"
import type { RivertyOrderContext } from "./order-context"
import {
  addShippingDetailsStep,
  captureAtRivertyStep,
  sendReturnNotificationStep,
  updateShippingDetailsStep,
  voidRemainderStep,
  type CaptureLinesStepInput,
} from "./steps"

/**
 * Capture lines at Riverty, then book it in Medusa as the order-management workflows do (Medusa's
 * capture workflow with is_captured, the capture kept in the payment data for later refunds). If
 * booking fails, the capture is refunded at Riverty again.
 */
export const rivertyCaptureLinesWorkflow = createWorkflow("riverty-capture-lines", (input: CaptureLinesStepInput) => {
  // Every capture path holds the order's capture lock; the step reads Riverty's order inside it.
  const lockKey = transform({ input }, ({ input }) => captureLockKey(input.context.orderNumber))
  const lockOwner = transform({ input }, ({ input }) => `admin:${input.requestKey}`)
  acquireLockStep({ key: lockKey, ownerId: lockOwner, timeout: CAPTURE_LOCK_TIMEOUT_S, ttl: CAPTURE_LOCK_TTL_S })
  const captured = captureAtRivertyStep(input)
  const recordInput = transform({ input, captured }, ({ input, captured }) => ({
    payment_id: input.context.paymentId,
    record: { capture_number: captured.captureNumber, amount: captured.capturedAmount, idempotency_key: captured.idempotencyKey },
  }))
  rivertyRecordCaptureStep(recordInput)
  releaseLockStep({ key: lockKey, ownerId: lockOwner })
  return new WorkflowResponse(captured)
})

export const rivertyAddShippingDetailsWorkflow = createWorkflow(
  "riverty-add-shipping-details",
  (input: { context: RivertyOrderContext; captureNumber: string; shipping: ShippingDetailsInput }) =>
    new WorkflowResponse(addShippingDetailsStep(input)),
)

export const rivertyUpdateShippingDetailsWorkflow = createWorkflow(
  "riverty-update-shipping-details",
  (input: { context: RivertyOrderContext; captureNumber: string; shippingNumber: number; shipping: ShippingDetailsInput }) =>
    new WorkflowResponse(updateShippingDetailsStep(input)),
)

export const rivertyVoidRemainderWorkflow = createWorkflow(
  "riverty-void-remainder",
  (input: { context: RivertyOrderContext; requestKey: string }) => {
    const lockKey = transform({ input }, ({ input }) => captureLockKey(input.context.orderNumber))
    const lockOwner = transform({ input }, ({ input }) => `admin:${input.requestKey}`)
    acquireLockStep({ key: lockKey, ownerId: lockOwner, timeout: CAPTURE_LOCK_TIMEOUT_S, ttl: CAPTURE_LOCK_TTL_S })
    const voided = voidRemainderStep(input)
    releaseLockStep({ key: lockKey, ownerId: lockOwner })
    return new WorkflowResponse(voided)
  },
)

export const rivertyReturnNotificationWorkflow = createWorkflow(
  "riverty-return-notification",
  (input: { context: RivertyOrderContext; body: ReturnNotificationRequestInput }) =>
    new WorkflowResponse(sendReturnNotificationStep(input)),
)
