export { applyRivertyCreditWorkflow, applyRivertyCreditWorkflowId } from "./apply-credit"
export { addRivertyAccountEventWorkflow, addRivertyAccountEventWorkflowId } from "./add-account-event"
