import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import type { PartnerInvoiceRequestInput } from "riverty-client"
import { rivertyCreatePartnerInvoiceStep, type SubscriptionRef } from "./steps/subscription-calls"

export const createRivertyPartnerInvoiceWorkflowId = "riverty-create-partner-invoice"

/** An invoice with lines for a partner subscription (partner financing). */
export const createRivertyPartnerInvoiceWorkflow = createWorkflow(
  createRivertyPartnerInvoiceWorkflowId,
  (input: SubscriptionRef & { invoice: PartnerInvoiceRequestInput; requestKey: string }) =>
    new WorkflowResponse(rivertyCreatePartnerInvoiceStep(input)),
)
