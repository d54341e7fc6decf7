export { createRivertyReturnOrderWorkflow, createRivertyReturnOrderWorkflowId, type CreateReturnOrderInput } from "./create-return-order"
export { buildReturnOrder, RETURN_REASONS, type ReturnOrderDraft, type ReturnReason, type BuiltReturnOrder } from "./build-return-request"
export { returnableLines, type ReturnableLine } from "./returnable-lines"
export * from "./steps"
