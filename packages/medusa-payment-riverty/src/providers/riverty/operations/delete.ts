import type { DeletePaymentInput, DeletePaymentOutput } from "@medusajs/framework/types"
import { sessionDataOf, type OperationContext } from "./context"
import { rivertyCauseOf } from "../../../connection"
import { isTransient } from "./errors"
import { holdForRecreation } from "./recreation"
import { findSessionState } from "./session-state"
import { voidOpenAuthorization } from "./void-authorization"

/**
 * A deleted session (cart changed, another method chosen) must not leave a reservation on the
 * customer's limit: an open authorization is voided. Its personal data has no use left either
 * (only this process keeps the sealed record for a minute, in case Medusa creates the session
 * again: recreation.ts).
 */
export async function deletePayment(ctx: OperationContext, input: DeletePaymentInput): Promise<DeletePaymentOutput> {
  const data = sessionDataOf(input.data)
  let voided
  try {
    voided = await voidOpenAuthorization(ctx, data, input.context?.idempotency_key, "delete-void")
  } catch (error) {
    const row = await findSessionState(ctx, data)
    if (!row || !ctx.rivertyModule || !isTransient(rivertyCauseOf(error))) throw error
    await holdForRecreation(ctx, row)
    // Riverty cannot be asked now. The shopper must still be able to change the cart or the method,
    // so the session is handed to the orphan job, which reads the order and voids it later.
    await ctx.rivertyModule.updatePaymentSessionState(row.session_id, { personal_data: null, authorize_state: "unknown", session_deleted_at: new Date() })
    ctx.logger?.warn(`Riverty: could not void order ${row.order_number} of a deleted payment session now; the orphan job will`)
    return { data: sessionDataOf(input.data) }
  }
  const row = await findSessionState(ctx, data)
  if (row && ctx.rivertyModule) {
    await holdForRecreation(ctx, row)
    // Still unresolved after the lookup (Riverty had no order yet, or could not be asked), or a
    // hosted page still open: Riverty may apply a request it held, or the shopper may still accept
    // the old page, later. The orphan job keeps reading the order and voids it
    // (jobs/resolve-riverty-orphans).
    const unresolved = row.authorize_state === "in_flight" || row.authorize_state === "unknown"
    const pageOpen = row.outcome === "Pending" && (voided.riverty_status === "Pending" || !voided.riverty_status)
    const watch = (unresolved || pageOpen) && !row.session_deleted_at
    if (row.personal_data || watch) {
      await ctx.rivertyModule.updatePaymentSessionState(row.session_id, {
        personal_data: null,
        ...(watch ? { session_deleted_at: new Date() } : {}),
      })
    }
  }
  return { data: voided }
}
