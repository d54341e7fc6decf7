import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { rivertyCaptureShipmentStep } from "./steps/capture-shipment"
import { rivertyPrepareShipmentCaptureStep } from "./steps/prepare-shipment-capture"
import { rivertyRecordCaptureStep } from "./steps/record-capture"

export const captureRivertyShipmentWorkflowId = "riverty-capture-shipment"

/**
 * Capture on shipment (provider option `capture: "on_shipment"`): a shipped fulfillment of a
 * Riverty order is captured at Riverty with exactly its lines and tracking numbers, then booked
 * in Medusa so the order's totals agree.
 */
export const captureRivertyShipmentWorkflow = createWorkflow(captureRivertyShipmentWorkflowId, (input: { fulfillment_id: string }) => {
  const plan = rivertyPrepareShipmentCaptureStep(input)
  when({ plan }, ({ plan }) => plan !== null && plan.shipped.length > 0).then(() => {
    const nonNull = transform({ plan }, ({ plan }) => plan!)
    const record = rivertyCaptureShipmentStep(nonNull)
    const recordInput = transform({ plan, record }, ({ plan, record }) => ({ payment_id: plan!.payment_id, record }))
    rivertyRecordCaptureStep(recordInput)
  })
  return new WorkflowResponse(plan)
})
