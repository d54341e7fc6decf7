import type { DeletePaymentInput, DeletePaymentOutput } from "@medusajs/framework/types"
import { sessionDataOf, type OperationContext } from "./context"
import { findSessionState } from "./session-state"
import { voidOpenAuthorization } from "./void-authorization"

/**
 * A deleted session (cart changed, another method chosen) must not leave a reservation on the
 * customer's limit: an open authorization is voided. Its personal data has no use left either.
 */
export async function deletePayment(ctx: OperationContext, input: DeletePaymentInput): Promise<DeletePaymentOutput> {
  const data = sessionDataOf(input.data)
  const voided = await voidOpenAuthorization(ctx, data, input.context?.idempotency_key, "delete-void")
  const row = await findSessionState(ctx, data)
  if (row?.personal_data && ctx.riverty) await ctx.riverty.updatePaymentSessionState(row.session_id, { personal_data: null })
  return { data: voided }
}
