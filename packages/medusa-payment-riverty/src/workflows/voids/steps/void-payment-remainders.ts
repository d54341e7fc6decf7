import type { IPaymentModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { toCents } from "../../../riverty-order"
import { loadOrderForRiverty } from "../../shared/order"


export const rivertyVoidPaymentRemaindersStepId = "riverty-void-payment-remainders"

/**
 * After Medusa cancelled an order it refunds captured payments but leaves their uncaptured rest
 * authorized (cancelOrderWorkflow only cancels payments without captures). Cancelling those
 * payments runs the provider's cancel, which voids the rest at Riverty; the void is keyed by the
 * payment id, and "nothing left to void" counts as done, so a repeat is harmless.
 */
export const rivertyVoidPaymentRemaindersStep = createStep(rivertyVoidPaymentRemaindersStepId, async (input: { order_id: string }, { container }) => {
  const order = await loadOrderForRiverty(container, input.order_id)
  const open = (order?.payments ?? []).filter(
    (p) => !p.canceled && toCents(p.capturedAmount) > 0 && toCents(p.capturedAmount) < toCents(p.amount)
  )
  const payments = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
  const voided: string[] = []
  for (const payment of open) {
    await payments.cancelPayment(payment.id)
    voided.push(payment.id)
  }
  // No compensation: a void cannot be taken back.
  return new StepResponse({ voided })
})
