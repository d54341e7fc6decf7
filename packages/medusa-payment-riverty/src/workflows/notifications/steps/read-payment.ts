import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import type { NotificationRecord } from "../../../modules/riverty"
import { paymentToProcess, type PaymentToProcess } from "../payment-to-process"

/** What a claimed payment notification means for its Medusa payment session; changes nothing. */
export const rivertyReadPaymentStep = createStep(
  "riverty-read-payment",
  async (input: { notification: NotificationRecord | null }, { container }) => {
    const payment = input.notification ? await paymentToProcess(container, input.notification) : null
    return new StepResponse<PaymentToProcess | null>(payment)
  },
)
