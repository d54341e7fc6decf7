import type { CancelPaymentInput, CancelPaymentOutput } from "@medusajs/framework/types"
import { sessionDataOf, type OperationContext } from "./context"
import { voidOpenAuthorization } from "./void-authorization"

/** Cancel (order cancel, complete-cart compensation): void the uncaptured authorization. */
export async function cancelPayment(ctx: OperationContext, input: CancelPaymentInput): Promise<CancelPaymentOutput> {
  const data = sessionDataOf(input.data)
  return { data: await voidOpenAuthorization(ctx, data, input.context?.idempotency_key, "cancel") }
}
