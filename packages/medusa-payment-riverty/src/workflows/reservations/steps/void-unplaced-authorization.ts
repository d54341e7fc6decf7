import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { Logger } from "@medusajs/framework/types"
import { deriveIdempotencyKey, type CountryCode } from "riverty-client"
import { rivertyProviderConnection } from "../../../connection"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../modules/riverty"
import { orderStateOf } from "../../../riverty-order"
import { unplacedCartOf } from "./find-unplaced-cart"

export const rivertyVoidUnplacedAuthorizationStepId = "riverty-void-unplaced-authorization"

/** What the store and the storefront read when a cart is completed after its reservation was voided. */
export const RESERVATION_ENDED_MESSAGE = "Riverty's reservation for this payment ended before the order was placed; choose the payment method again"

export type UnplacedOutcome = "voided" | "placed" | "settled"

type Query = Parameters<typeof unplacedCartOf>[0]

/**
 * Under the cart's lock (no completion beside it): a session whose payment Medusa made is settled
 * (its order holds the reservation); otherwise Riverty's order decides. An open acceptance is
 * voided (the key is derived from the session, so a repeated void voids once) and the session
 * recorded as voided, with the words a late completion answers; any other state is settled as it is.
 */
export const rivertyVoidUnplacedAuthorizationStep = createStep(
  rivertyVoidUnplacedAuthorizationStepId,
  async (input: { session_id: string; order_number: string; country: string | null }, { container }) => {
    const module = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
    const now = new Date()
    if ((await unplacedCartOf(container.resolve<Query>(ContainerRegistrationKeys.QUERY), input.session_id)).placed) {
      await module.updatePaymentSessionState(input.session_id, { orphan_settled_at: now })
      return new StepResponse<UnplacedOutcome>("placed")
    }
    const connection = rivertyProviderConnection(container, { orderNumber: input.order_number })
    if (!connection) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Riverty: no provider configured for order ${input.order_number}`)
    const country = input.country ? { country: input.country as CountryCode } : {}
    const state = orderStateOf(await connection.client.orders.getOrder(input.order_number, country))
    if (state.status === "Accepted" && state.remainingCents > 0) {
      await connection.client.orders.voidAuthorization(input.order_number, {}, { idempotencyKey: deriveIdempotencyKey(input.session_id, "unplaced-void"), ...country })
      await module.updatePaymentSessionState(input.session_id, {
        riverty_status: "Cancelled",
        orphan_settled_at: now,
        refusal: { customer_facing_message: null, action_code: null, error_code: null, field_reference: null, error_message: RESERVATION_ENDED_MESSAGE },
      })
      container.resolve<Logger>(ContainerRegistrationKeys.LOGGER).info(`Riverty: voided order ${input.order_number}, accepted for a cart not completed in time`)
      return new StepResponse<UnplacedOutcome>("voided")
    }
    await module.updatePaymentSessionState(input.session_id, { orphan_settled_at: now, riverty_status: state.status ?? null })
    return new StepResponse<UnplacedOutcome>("settled")
  },
)
