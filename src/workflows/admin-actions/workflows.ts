import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import type { ReturnNotificationRequestInput, ShippingDetailsInput } from "../../riverty"
import type { RivertyOrderContext } from "./order-context"
import {
  addShippingDetailsStep,
  captureAtRivertyStep,
  recordMedusaCaptureStep,
  sendReturnNotificationStep,
  updateShippingDetailsStep,
  voidRemainderStep,
  type CaptureLinesStepInput,
} from "./steps"

/** Capture lines at Riverty, then record it on the Medusa payment; a failed record refunds the capture. */
export const rivertyCaptureLinesWorkflow = createWorkflow(
  "riverty-capture-lines",
  (input: CaptureLinesStepInput & { capturedBy?: string }) => {
    const captured = captureAtRivertyStep(input)
    const recordInput = transform({ input, captured }, ({ input, captured }) => ({
      paymentId: input.context.paymentId,
      amount: captured.capturedAmount,
      capturedBy: input.capturedBy,
    }))
    recordMedusaCaptureStep(recordInput)
    return new WorkflowResponse(captured)
  },
)

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
