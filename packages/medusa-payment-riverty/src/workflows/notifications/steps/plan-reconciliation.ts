import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import type { NotificationRecord } from "../../../modules/riverty"
import type { PaymentToProcess } from "../payment-to-process"
import { planReconciliation, type ReconciliationPlan } from "../reconciliation-plan"

/**
 * Decides what a Captured, Canceled or Refunded notification books in Medusa (see
 * reconciliation-plan.ts); changes nothing. Runs inside the order's capture lock.
 */
export const rivertyPlanReconciliationStep = createStep(
  "riverty-plan-reconciliation",
  async (input: { notification: NotificationRecord | null; payment: PaymentToProcess | null }, { container }) => {
    const plan = input.notification ? await planReconciliation(container, input.notification, input.payment) : null
    return new StepResponse<ReconciliationPlan | null>(plan)
  },
)
