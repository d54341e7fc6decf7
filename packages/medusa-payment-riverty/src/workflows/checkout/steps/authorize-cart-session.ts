import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import type { IPaymentModuleService } from "@medusajs/framework/types"
import { authorizeThroughPaymentModule, type AuthorizedCartSession, type CartRivertySession } from "../cart-session"

/**
 * Riverty's answer lands in the session (status and data) and, when Riverty accepted, Medusa's
 * payment is made: complete-cart later finds the session authorized and asks Riverty nothing
 * (the payment module's authorize is idempotent). Nothing to undo here: a completion that fails
 * after it cancels the payment (core-flows' authorizePaymentSessionStep compensation, the
 * provider voids), a session Medusa deletes is voided (the provider's deletePayment), and a cart
 * the shopper leaves between the two requests keeps the reservation until Riverty's
 * `expirationDate`.
 */
export const rivertyAuthorizeCartSessionStep = createStep("riverty-authorize-cart-session", async (input: CartRivertySession, { container }) => {
  const session = await authorizeThroughPaymentModule(container.resolve<IPaymentModuleService>(Modules.PAYMENT), input.sessionId)
  return new StepResponse<AuthorizedCartSession>(session)
})
