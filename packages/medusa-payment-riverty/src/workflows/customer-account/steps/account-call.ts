import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { deriveIdempotencyKey, type CustomerAccountApplicationInput, type CustomerAccountEventInput } from "riverty-client"
import { rivertyClient, toMedusaError } from "../../../connection"

export const rivertyApplyForCreditStepId = "riverty-apply-for-credit"

/**
 * Applies for customer-account credit. The admin's submit key becomes Riverty's
 * X-Idempotency-Key, so a retried submit is the same application at Riverty (never two accounts).
 */
export const rivertyApplyForCreditStep = createStep(
  rivertyApplyForCreditStepId,
  async (input: { provider_id?: string; request_key: string; application: CustomerAccountApplicationInput }, { container }) => {
    const client = rivertyClient(container)
    const result = await client.customerAccount
      .apply(input.application, { idempotencyKey: deriveIdempotencyKey(input.request_key, "credit-application") })
      .catch((error: unknown) => {
        throw toMedusaError(error, "credit application", "merchant", "this customer")
      })
    // An account cannot be withdrawn through the interface: nothing to compensate.
    return new StepResponse(result)
  },
)

export const rivertyAddAccountEventStepId = "riverty-add-account-event"

/** Adds an event (purchase, withdrawal, …) to an account, idempotent on the admin's submit key. */
export const rivertyAddAccountEventStep = createStep(
  rivertyAddAccountEventStepId,
  async (input: { provider_id?: string; request_key: string; account_number: string; event: CustomerAccountEventInput }, { container }) => {
    const client = rivertyClient(container)
    const result = await client.customerAccount
      .addEvent(input.account_number, input.event, { idempotencyKey: deriveIdempotencyKey(input.request_key, "account-event") })
      .catch((error: unknown) => {
        throw toMedusaError(error, "account event", "merchant", "this account")
      })
    return new StepResponse(result)
  },
)
