import type { WebhookActionResult } from "@medusajs/framework/types"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { processPaymentWorkflow } from "@medusajs/medusa/core-flows"

/**
 * Runs Medusa's processPaymentWorkflow for a notified payment as a workflow of its own, not nested
 * with runAsStep, for two reasons:
 *
 * - Its cart lock. Nested, Medusa's acquireLockStep does nothing (it skips in a sub-workflow), and
 *   Riverty sends transactionAuthorized while the shopper's own cart completion is between creating
 *   the order and creating the payment: the nested workflow then saw "order, no payment", took its
 *   authorize-existing-order branch and authorized the session at the same time as the completion.
 *   The losing payment insert breaks the one-payment-per-session index, and Medusa's payment module
 *   then cancels that authorization at the provider: Riverty voids the order, and the checkout
 *   fails or Riverty's Canceled notification cancels the shopper's payment. Run alone, the workflow
 *   waits for the completion on the cart lock and finds the payment made.
 * - Nothing to undo. Nested, a later failure of the inbox's own steps would compensate its
 *   authorization step, which cancels the payment (and voids it at Riverty). An authorization
 *   Riverty gave stays given; the inbox retries the row and the workflow finds the payment there.
 */
export const rivertyProcessPaymentStep = createStep(
  "riverty-process-payment",
  async (input: WebhookActionResult, { container }) => {
    await processPaymentWorkflow(container).run({ input })
    return new StepResponse(true)
  },
)
