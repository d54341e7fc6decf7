import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { WorkflowResponse, createHook, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { CAPTURE_LOCK_TIMEOUT_S, CAPTURE_LOCK_TTL_S, captureLockKey } from "../../providers/riverty"
import { rivertyCaptureOrderLinesStep, type CaptureLinesStepInput } from "./steps/capture-lines"
import { bookRivertyCaptureWorkflow } from "./book-capture"
import { adjustCaptureRequestHookName, captureRequestValidator, type CaptureRequestExtension } from "./capture-request-extension"

export const captureRivertyLinesWorkflowId = "riverty-capture-lines"

/**
 * Capture lines at Riverty (from the admin), then book it in Medusa as capture on shipment does
 * (Medusa's capture workflow with is_captured, the capture kept in the payment data for later
 * refunds). If booking fails, the capture is refunded at Riverty again.
 *
 * Hook `adjustCaptureRequest`: gets `{ order_id, order_number, line_numbers }` and may return the
 * invoice number and texts of the captured lines (`CaptureRequestExtension`); never amounts.
 */
export const captureRivertyLinesWorkflow = createWorkflow(captureRivertyLinesWorkflowId, (input: CaptureLinesStepInput) => {
  // Every capture path holds the order's capture lock; the step reads Riverty's order inside it.
  const lockKey = transform({ input }, ({ input }) => captureLockKey(input.context.orderNumber))
  const lockOwner = transform({ input }, ({ input }) => `admin:${input.requestKey}`)
  acquireLockStep({ key: lockKey, ownerId: lockOwner, timeout: CAPTURE_LOCK_TIMEOUT_S, ttl: CAPTURE_LOCK_TTL_S })
  const hookInput = transform({ input }, ({ input }) => ({
    order_id: input.context.orderId,
    order_number: input.context.orderNumber,
    line_numbers: input.items.map((item) => item.line_number),
  }))
  const adjustCaptureRequest = createHook(adjustCaptureRequestHookName, hookInput, { resultValidator: captureRequestValidator })
  const extension = adjustCaptureRequest.getResult()
  const captureInput = transform({ input, extension }, ({ input, extension }) => ({
    ...input,
    ...(extension ? { extension: extension as CaptureRequestExtension } : {}),
  }))
  const captured = rivertyCaptureOrderLinesStep(captureInput)
  const recordInput = transform({ input, captured }, ({ input, captured }) => ({
    payment_id: input.context.paymentId,
    record: { capture_number: captured.captureNumber, amount: captured.capturedAmount, idempotency_key: captured.idempotencyKey },
  }))
  bookRivertyCaptureWorkflow.runAsStep({ input: recordInput })
  releaseLockStep({ key: lockKey, ownerId: lockOwner })
  return new WorkflowResponse(captured, { hooks: [adjustCaptureRequest] })
})
