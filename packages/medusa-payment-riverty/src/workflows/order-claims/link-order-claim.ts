import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import type { RivertyOrderContext } from "../shared/order"
import { rivertyCheckOrderClaimStep } from "./steps/check-order-claim"
import { rivertyStoreOrderClaimStep } from "./steps/store-order-claim"

export const linkRivertyOrderClaimWorkflowId = "riverty-link-order-claim"

/**
 * The admin links an order to the debt-collection claim Riverty told the merchant of: checked
 * against the claim's invoices, then kept on the order. Linking again overwrites (idempotent).
 */
export const linkRivertyOrderClaimWorkflow = createWorkflow(
  linkRivertyOrderClaimWorkflowId,
  (input: { context: RivertyOrderContext; claim_number: string }) => {
    const check = transform({ input }, ({ input }) => ({ context: input.context, claim_number: input.claim_number }))
    const checked = rivertyCheckOrderClaimStep(check)
    const store = transform({ input }, ({ input }) => ({ order_id: input.context.orderId, claim_number: input.claim_number }))
    rivertyStoreOrderClaimStep(store)
    return new WorkflowResponse(checked)
  },
)
