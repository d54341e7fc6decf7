import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import type { NotificationRecord } from "../../../modules/riverty"
import type { PaymentToProcess } from "../payment-to-process"
import { checkRivertyOrder, type RivertyOrderCheck } from "../riverty-order-check"

/**
 * Reads the notification's order at Riverty before anything is authorized, captured, cancelled or
 * refunded on its word, and says whether the order bears the notification out (riverty-order-check.ts).
 * Changes nothing. A failed read fails the attempt, so the inbox retries it and nothing acts unread.
 */
export const rivertyCheckOrderAtRivertyStep = createStep(
  "riverty-check-order-at-riverty",
  async (input: { notification: NotificationRecord | null; payment: PaymentToProcess | null }, { container }) => {
    const check = await checkRivertyOrder(container, input.notification, input.payment)
    return new StepResponse<RivertyOrderCheck | null>(check)
  },
)
