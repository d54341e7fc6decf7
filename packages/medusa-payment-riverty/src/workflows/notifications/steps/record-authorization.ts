import { ContainerRegistrationKeys, PaymentActions } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../modules/riverty"
import type { PaymentToProcess } from "../payment-to-process"

type Previous = { sessionId: string; outcome: string | null; riverty_status: string | null }

/**
 * Records on the provider's session state that Riverty accepted the order the shopper left pending
 * on its hosted page, as the workflow's read of that order at Riverty showed (the notification
 * alone never gets here: a contradicted one skips this step). The provider's authorizePayment,
 * which Medusa's workflow calls next, then answers from its state table without a second read.
 * Only a pending session changes; a rejected one stays rejected (Medusa makes no order).
 * Compensated: if a later step fails before Medusa made the session's payment, the session is
 * pending again, as before the attempt, and the inbox's retry records it anew. Once the payment
 * exists the acceptance stays: Medusa's payment workflow runs on its own and is not undone.
 */
export const rivertyRecordAuthorizationStep = createStep(
  "riverty-record-authorization",
  async (input: { payment: PaymentToProcess | null }, { container }) => {
    const sessionId = input.payment?.process?.data?.session_id
    // Nothing recorded (null): nothing to undo.
    if (!sessionId || input.payment?.action !== PaymentActions.AUTHORIZED) return new StepResponse<boolean, Previous | null>(false, null)
    const riverty = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
    const state = await riverty.paymentSessionState(sessionId)
    if (!state || state.outcome !== "Pending") return new StepResponse<boolean, Previous | null>(false, null)
    await riverty.updatePaymentSessionState(sessionId, { outcome: "Accepted", riverty_status: "Accepted" })
    const previous: Previous = { sessionId, outcome: state.outcome, riverty_status: state.riverty_status }
    return new StepResponse<boolean, Previous | null>(true, previous)
  },
  async (previous: Previous | null | undefined, { container }) => {
    if (!previous) return
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: payments } = await query.graph({ entity: "payment", fields: ["id"], filters: { payment_session_id: previous.sessionId } })
    if (payments.length) return
    const riverty = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
    await riverty.updatePaymentSessionState(previous.sessionId, { outcome: previous.outcome, riverty_status: previous.riverty_status })
  },
)
