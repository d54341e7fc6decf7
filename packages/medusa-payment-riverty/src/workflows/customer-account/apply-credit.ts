import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import type { CustomerAccountApplicationInput } from "riverty-client"
import { rivertyApplyForCreditStep } from "./steps/account-call"

export const applyRivertyCreditWorkflowId = "riverty-apply-credit"

/** The admin's application for customer-account credit (fast-track). */
export const applyRivertyCreditWorkflow = createWorkflow(
  applyRivertyCreditWorkflowId,
  (input: { provider_id?: string; request_key: string; application: CustomerAccountApplicationInput }) => {
    const application = transform({ input }, ({ input }) => ({ ...input }))
    return new WorkflowResponse(rivertyApplyForCreditStep(application))
  },
)
