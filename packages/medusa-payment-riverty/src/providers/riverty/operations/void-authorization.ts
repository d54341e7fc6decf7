import { deriveIdempotencyKey, RivertyError } from "riverty-client"
import type { RivertySessionData } from "../session-data"
import { countryOption, type OperationContext } from "./context"
import { toMedusaError } from "../../../connection"
import { resolveUnknownAuthorize } from "./authorize"
import { findSessionState, paymentDataOf } from "./session-state"
import { nothingLeftToVoid } from "./void-state"

/**
 * Voids whatever is still authorized of the order. An authorize whose answer was lost is looked
 * up first, so an order Riverty accepted without Medusa knowing is voided too. When Riverty
 * refuses the void, its order is read back: an order it does not know, one voided, expired or
 * cancelled already, or one with nothing left uncaptured needs no void, and counts as done. The
 * error code of the refusal is not used for that (Riverty does not document one); any other
 * refusal stays an error.
 */
export async function voidOpenAuthorization(
  ctx: OperationContext,
  given: RivertySessionData,
  idempotencyKey: string | undefined,
  operation: string
): Promise<RivertySessionData> {
  const row = await findSessionState(ctx, given)
  if (row && (row.authorize_state === "in_flight" || row.authorize_state === "unknown")) {
    await resolveUnknownAuthorize(ctx, row)
  }
  const data = await paymentDataOf(ctx, given)
  if (!data.order_number || (data.riverty_outcome !== "Accepted" && data.riverty_outcome !== "Pending")) return data
  if (data.riverty_status === "Cancelled" || data.riverty_status === "Expired") return data
  try {
    if (data.riverty_outcome === "Pending") {
      // Only an accepted order holds an authorization; a page still open simply expires.
      const order = await ctx.client.orders.getOrder(data.order_number, countryOption(data))
      if (order.orderDetails.status !== "Accepted") return { ...data, riverty_status: order.orderDetails.status ?? data.riverty_status }
    }
    const response = await ctx.client.orders.voidAuthorization(data.order_number, {}, {
      idempotencyKey: deriveIdempotencyKey(idempotencyKey ?? data.session_id, operation),
      ...countryOption(data),
    })
    return { ...data, riverty_status: "Cancelled", voided_amount: response.voidedAmount ?? null }
  } catch (error) {
    const refused = error instanceof RivertyError && (error.kind === "request" || error.kind === "not_found")
    if (refused) {
      const settled = await nothingLeftToVoid(ctx, data).catch(() => undefined)
      if (settled) return { ...data, riverty_status: settled.status }
    }
    throw toMedusaError(error, operation)
  }
}
