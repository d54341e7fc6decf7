import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import type { RivertyOrderContext } from "../shared/order"
import type { ReturnOrderDraft } from "./build-return-request"
import { rivertyPrepareReturnOrderStep } from "./steps/prepare-return-order"
import { rivertyRecordReturnOrderStep } from "./steps/record-return-order"
import { rivertySendReturnOrderStep } from "./steps/send-return-order"

export interface CreateReturnOrderInput {
  context: RivertyOrderContext
  draft: ReturnOrderDraft
  requestedBy?: string
}

export const createRivertyReturnOrderWorkflowId = "riverty-create-return-order"

/**
 * Check and build, record as `requested`, post to Riverty's accounting module. If the post
 * fails, the record is removed again. Acceptance comes later by notification (spec part 4, rule 7).
 */
export const createRivertyReturnOrderWorkflow = createWorkflow(
  createRivertyReturnOrderWorkflowId,
  (input: CreateReturnOrderInput) => {
    const prepared = rivertyPrepareReturnOrderStep({ context: input.context, draft: input.draft })
    const record = rivertyRecordReturnOrderStep({ context: input.context, draft: input.draft, prepared, requestedBy: input.requestedBy })
    const sendInput = transform({ record, prepared, input }, ({ record, prepared, input }) => ({
      id: record.id,
      providerId: input.context.providerId,
      prepared,
    }))
    const sent = rivertySendReturnOrderStep(sendInput)
    return new WorkflowResponse(sent)
  },
)
