import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { deriveIdempotencyKey, type PartnerInvoiceRequestInput } from "riverty-client"
import { rivertyClient, toMedusaError } from "../../../connection"

/** Which subscription at Riverty: the client id of the subscription module and the subscription's id. */
export interface SubscriptionRef {
  clientId: number
  subscriptionId: string
}

export const rivertyCreatePartnerInvoiceStepId = "riverty-create-partner-invoice"

/**
 * An invoice for a partner subscription. `requestKey` is the admin's submit: Riverty's idempotency
 * key derives from it, so a retried submit is the same request there.
 */
export const rivertyCreatePartnerInvoiceStep = createStep(
  rivertyCreatePartnerInvoiceStepId,
  async (input: SubscriptionRef & { invoice: PartnerInvoiceRequestInput; requestKey: string }, { container }) => {
    const client = rivertyClient(container)
    const answer = await client.subscriptions
      .createPartnerInvoice(input.clientId, input.subscriptionId, input.invoice, {
        idempotencyKey: deriveIdempotencyKey(input.requestKey, "partner-invoice"),
      })
      .catch((error: unknown) => {
        throw toMedusaError(error, "partner invoice", "merchant", "this subscription")
      })
    return new StepResponse({ invoice_number: answer.invoiceNumber, links: answer._links ?? [] })
  },
)

export const rivertyCancelSubscriptionStepId = "riverty-cancel-subscription"

/** Cancels a subscription on `date` (yyyy-MM-dd); Riverty answers it INACTIVE. */
export const rivertyCancelSubscriptionStep = createStep(
  rivertyCancelSubscriptionStepId,
  async (input: SubscriptionRef & { date: string }, { container }) => {
    const client = rivertyClient(container)
    const subscription = await client.subscriptions.cancel(input.clientId, input.subscriptionId, { date: input.date }).catch((error: unknown) => {
      throw toMedusaError(error, "cancellation", "merchant", "this subscription")
    })
    return new StepResponse(subscription)
  },
)

export const rivertyUncancelSubscriptionStepId = "riverty-uncancel-subscription"

/** Withdraws a subscription's cancellation. */
export const rivertyUncancelSubscriptionStep = createStep(rivertyUncancelSubscriptionStepId, async (input: SubscriptionRef, { container }) => {
  const client = rivertyClient(container)
  const subscription = await client.subscriptions.uncancel(input.clientId, input.subscriptionId).catch((error: unknown) => {
    throw toMedusaError(error, "withdrawal of the cancellation", "merchant", "this subscription")
  })
  return new StepResponse(subscription ?? null)
})
