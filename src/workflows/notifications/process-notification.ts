import type { WebhookActionResult } from "@medusajs/framework/types"
import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { processPaymentWorkflow } from "@medusajs/medusa/core-flows"
import {
  rivertyApplyNotificationEffectStep,
  rivertyClaimNotificationStep,
  rivertyCompleteNotificationStep,
  rivertyReadPaymentStep,
  rivertyRecordPaymentLedgerStep,
  rivertyRecordAuthorizationStep,
} from "./steps"

export const processRivertyNotificationWorkflowId = "riverty-process-notification"

/**
 * One inbox notification, from claim to processed: claim the row; for a payment notification read
 * what it means for its session (after putting it on the ledger), record a notified authorization on the session state and run
 * Medusa's processPaymentWorkflow nested as a step (so a failure after it compensates it, and the
 * recorded authorization, instead of leaving them half-done); apply the type's effect; emit
 * `riverty.<type>` and mark the row processed. The input is the stored notification alone.
 */
export const processRivertyNotificationWorkflow = createWorkflow(
  processRivertyNotificationWorkflowId,
  (input: { id: string }) => {
    const notification = rivertyClaimNotificationStep(input)
    const ledger = rivertyRecordPaymentLedgerStep({ notification })
    const payment = rivertyReadPaymentStep({ notification, ledger })
    const paymentInput = transform({ payment }, ({ payment }) => payment?.process ?? null)
    when("riverty-notification-moves-a-payment", { paymentInput }, ({ paymentInput }) => !!paymentInput).then(() => {
      rivertyRecordAuthorizationStep({ payment })
      processPaymentWorkflow
        .runAsStep({ input: paymentInput as unknown as WebhookActionResult })
        .config({ name: "riverty-process-payment" })
    })
    const result = rivertyApplyNotificationEffectStep({ notification, payment })
    const completed = rivertyCompleteNotificationStep({ notification, result })
    return new WorkflowResponse(completed)
  },
)
