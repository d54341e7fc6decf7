export { lookupRivertyCustomerWorkflow, lookupRivertyCustomerWorkflowId } from "./lookup-customer"
