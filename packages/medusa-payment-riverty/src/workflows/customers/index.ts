export { lookupRivertyCustomerWorkflow, lookupRivertyCustomerWorkflowId } from "./lookup-customer"
export { keepRivertyLookedUpAddressWorkflow, keepRivertyLookedUpAddressWorkflowId } from "./keep-looked-up-address"
