import type { CancelPaymentInput, CancelPaymentOutput } from "@medusajs/framework/types"
import { sessionDataOf, type OperationContext } from "./context"
import { replacedByOrderChange } from "./order-change"
import { voidOpenAuthorization } from "./void-authorization"

/**
 * Cancel (order cancel, complete-cart compensation): void the uncaptured authorization. When an
 * order edit, claim or exchange replaced the payment's collection, the authorization is kept:
 * Riverty's order is updated to the new lines instead (src/workflows/order-edits).
 */
export async function cancelPayment(ctx: OperationContext, input: CancelPaymentInput): Promise<CancelPaymentOutput> {
  const data = sessionDataOf(input.data)
  if (await replacedByOrderChange(ctx.query, input.context?.idempotency_key)) {
    ctx.logger?.info(`Riverty order ${data.order_number}: payment replaced by an order change; authorization kept for updateOrder`)
    return { data: { ...data, kept_for_order_change: true } }
  }
  return { data: await voidOpenAuthorization(ctx, data, input.context?.idempotency_key, "cancel") }
}
