import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
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
  const captured = captureAtRivertyStep(input)
  const recordInput = transform({ input, captured }, ({ input, captured }) => ({
    payment_id: input.context.paymentId,
    record: { capture_number: captured.captureNumber, amount: captured.capturedAmount, idempotency_key: captured.idempotencyKey },
  }))
  rivertyRecordCaptureStep(recordInput)
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
  (input: { context: RivertyOrderContext; requestKey: string }) => new WorkflowResponse(voidRemainderStep(input)),
)

export const rivertyReturnNotificationWorkflow = createWorkflow(
  "riverty-return-notification",
  (input: { context: RivertyOrderContext; body: ReturnNotificationRequestInput }) =>
    new WorkflowResponse(sendReturnNotificationStep(input)),
)
