export { lookupRivertyCustomerWorkflow, lookupRivertyCustomerWorkflowId } from "./lookup-customer"
export { applyRivertyLookedUpAddressWorkflow, applyRivertyLookedUpAddressWorkflowId } from "./apply-looked-up-address"
