import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { deriveIdempotencyKey } from "riverty-client"
import { rivertyClient, toMedusaError } from "../../../connection"
import { countryOf, type RivertyOrderContext } from "../../shared/order"

export const rivertyVoidAuthorizationRemainderStepId = "riverty-void-authorization-remainder"

/** Voids what is left of the authorization at Riverty: one request, nothing to undo if it fails. */
export const rivertyVoidAuthorizationRemainderStep = createStep(
  rivertyVoidAuthorizationRemainderStepId,
  async (input: { context: RivertyOrderContext; requestKey: string }, { container }) => {
    const client = rivertyClient(container)
    const result = await client.orders
      .voidAuthorization(input.context.orderNumber, {}, {
        idempotencyKey: deriveIdempotencyKey(input.requestKey, "void"),
        ...countryOf(input.context),
      })
      .catch((error: unknown) => {
        throw toMedusaError(error, "void", "merchant")
      })
    return new StepResponse({
      voided_amount: result.voidedAmount ?? null,
      remaining_authorized_amount: result.remainingAuthorizedAmount ?? null,
    })
  },
)
