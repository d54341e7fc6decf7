import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import type { IPaymentModuleService } from "@medusajs/framework/types"
import { authorizeBeforeCompletion, type AuthorizeRequestExtension } from "../../../providers/riverty"
import { decideBeforeCompletion, type AuthorizedCartSession, type CartRivertySession } from "../cart-session"

export const rivertyAuthorizeCartSessionStepId = "riverty-authorize-cart-session"

export interface AuthorizeCartSessionInput {
  session: CartRivertySession
  /** The store's additions (the `extendAuthorizeRequest` hook's checked result), if any. */
  extension?: AuthorizeRequestExtension
}

/**
 * Riverty decides on the cart's session (cart-session.ts). Nothing to undo: Riverty's decision is
 * kept with the session, which complete-cart uses; a session Medusa deletes is voided by the
 * provider, and a cart the shopper leaves keeps the reservation until Riverty's `expirationDate`.
 */
export const rivertyAuthorizeCartSessionStep = createStep(rivertyAuthorizeCartSessionStepId, async (input: AuthorizeCartSessionInput, { container }) => {
  const payments = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
  const session = await decideBeforeCompletion(payments, (stored) => authorizeBeforeCompletion(container, stored, input.extension, input.session.cart), input.session)
  return new StepResponse<AuthorizedCartSession>(session)
})
