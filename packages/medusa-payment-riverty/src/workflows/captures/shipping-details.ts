import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import type { ShippingDetailsInput } from "riverty-client"
import type { RivertyOrderContext } from "../shared/order"
import { rivertyAddCaptureShippingDetailsStep, rivertyUpdateCaptureShippingDetailsStep } from "./steps/shipping-details"

export const addRivertyShippingDetailsWorkflowId = "riverty-add-shipping-details"
export const updateRivertyShippingDetailsWorkflowId = "riverty-update-shipping-details"

/** Adds carrier and tracking to a capture (from the admin). */
export const addRivertyShippingDetailsWorkflow = createWorkflow(
  addRivertyShippingDetailsWorkflowId,
  (input: { context: RivertyOrderContext; captureNumber: string; shipping: ShippingDetailsInput }) =>
    new WorkflowResponse(rivertyAddCaptureShippingDetailsStep(input)),
)

/** Corrects one shipping entry of a capture (from the admin). */
export const updateRivertyShippingDetailsWorkflow = createWorkflow(
  updateRivertyShippingDetailsWorkflowId,
  (input: { context: RivertyOrderContext; captureNumber: string; shippingNumber: number; shipping: ShippingDetailsInput }) =>
    new WorkflowResponse(rivertyUpdateCaptureShippingDetailsStep(input)),
)
