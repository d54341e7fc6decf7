import type { IPaymentModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"

/**
 * Cancels the Medusa payment of an authorization Riverty reports canceled (the provider's void
 * treats "nothing left" as done). Medusa's own cancelPaymentStep logs a failure and carries on;
 * here it fails the attempt, so the inbox retries it and the admin shows it. A cancellation is
 * not undone: Riverty's authorization is gone whatever a later step does.
 */
export const rivertyCancelPaymentStep = createStep(
  "riverty-cancel-payment",
  async (input: { payment_id: string }, { container }) => {
    const payments = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
    await payments.cancelPayment(input.payment_id)
    return new StepResponse(true)
  },
)
