export { updateRivertyOrderWorkflow, updateRivertyOrderWorkflowId, type UpdateRivertyOrderInput } from "./update-order"
export type { OrderUpdateResult } from "./steps/send-order-update"
