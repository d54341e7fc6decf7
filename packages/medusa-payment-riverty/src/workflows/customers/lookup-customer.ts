import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { rivertyLookupCustomerStep, type LookupCustomerInput } from "./steps/lookup-customer"

export const lookupRivertyCustomerWorkflowId = "riverty-lookup-customer"

/** The admin's lookup by identification number, creating Riverty's customer record when found. */
export const lookupRivertyCustomerWorkflow = createWorkflow(lookupRivertyCustomerWorkflowId, (input: LookupCustomerInput) => {
  const lookup = transform({ input }, ({ input }) => ({ provider_id: input.provider_id, identification_number: input.identification_number }))
  return new WorkflowResponse(rivertyLookupCustomerStep(lookup))
})
