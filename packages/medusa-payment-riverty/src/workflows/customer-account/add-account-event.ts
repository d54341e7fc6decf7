import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import type { CustomerAccountEventInput } from "riverty-client"
import { rivertyAddAccountEventStep } from "./steps/account-call"

export const addRivertyAccountEventWorkflowId = "riverty-add-account-event"

/** The admin's event on a customer account (a purchase is refused beyond the remaining limit). */
export const addRivertyAccountEventWorkflow = createWorkflow(
  addRivertyAccountEventWorkflowId,
  (input: { provider_id?: string; request_key: string; account_number: string; event: CustomerAccountEventInput }) => {
    const event = transform({ input }, ({ input }) => ({ ...input }))
    return new WorkflowResponse(rivertyAddAccountEventStep(event))
  },
)
