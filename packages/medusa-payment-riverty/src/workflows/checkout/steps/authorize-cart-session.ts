import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import type { IPaymentModuleService } from "@medusajs/framework/types"
import type { CartRivertySession } from "./find-cart-riverty-session"

/** The session as the store API shows it: what the storefront does next is read from it. */
export interface AuthorizedCartSession {
  id: string
  provider_id: string
  status: string
  data: Record<string, unknown>
}

/**
 * Authorizes the session through Medusa's payment module, as complete-cart would: Riverty's
 * answer lands in the session (status and data) and, when Riverty accepted, Medusa's payment is
 * made. Complete-cart later finds the session authorized and asks Riverty nothing (the payment
 * module's authorize is idempotent). A hosted page or a refusal is an answer here, not an error:
 * the payment module reports it as NOT_ALLOWED after writing the session, which is read back.
 * Nothing to undo: an authorized session left unused is voided when Medusa deletes it (the
 * provider's deletePayment) or the cart is abandoned (jobs/resolve-riverty-orphans).
 */
export const rivertyAuthorizeCartSessionStep = createStep(
  "riverty-authorize-cart-session",
  async (input: CartRivertySession, { container }) => {
    const payments = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
    try {
      await payments.authorizePaymentSession(input.sessionId, {})
    } catch (error) {
      if (!(MedusaError.isMedusaError(error) && (error as MedusaError).type === MedusaError.Types.NOT_ALLOWED)) throw error
    }
    const session = await payments.retrievePaymentSession(input.sessionId, { select: ["id", "provider_id", "status", "data"] })
    return new StepResponse<AuthorizedCartSession>({
      id: session.id,
      provider_id: session.provider_id,
      status: String(session.status),
      data: (session.data ?? {}) as Record<string, unknown>,
    })
  },
)
