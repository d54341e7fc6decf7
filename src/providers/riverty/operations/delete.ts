import type { DeletePaymentInput, DeletePaymentOutput } from "@medusajs/framework/types"
import { sessionDataOf, type OperationContext } from "./context"
import { voidOpenAuthorization } from "./void-authorization"

/**
 * A deleted session (cart changed, another method chosen) must not leave a reservation on the
 * customer's limit: an open authorization is voided.
 */
export async function deletePayment(ctx: OperationContext, input: DeletePaymentInput): Promise<DeletePaymentOutput> {
  const data = sessionDataOf(input.data)
  return { data: await voidOpenAuthorization(ctx, data, input.context?.idempotency_key, "delete-void") }
}
