import type { IPaymentModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"

/**
 * Records a capture Riverty already made on the Medusa payment (`is_captured`: the provider is
 * not called again). It is the last step, so it needs no undo of its own.
 */
export const recordMedusaCaptureStep = createStep(
  "record-medusa-capture",
  async (input: { paymentId: string; amount: number; capturedBy?: string }, { container }) => {
    const payments = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
    const payment = await payments.capturePayment({
      payment_id: input.paymentId,
      amount: input.amount,
      captured_by: input.capturedBy,
      is_captured: true,
    })
    return new StepResponse({ payment_id: payment.id })
  },
)
