import type { UpdatePaymentInput, UpdatePaymentOutput } from "@medusajs/framework/types"
import { deriveIdempotencyKey, RivertyError, type UpdateOrderRequestInput } from "riverty-client"
import { centsToAmount, toCents } from "../../../riverty-order"
import { buildOrderItems, loadCartForSession } from "../order-mapping"
import { countryOption, sessionDataOf, type OperationContext } from "./context"
import { toMedusaError } from "../../../connection"
import { errorSessionFields } from "./errors"
import { paymentDataOf, requireSessionState, sessionIdOfAuthorize, sessionOutput, stateStoreOf } from "./session-state"

/**
 * Before authorization an update only records the new amount (the storefront's fields are fixed
 * when the session is created; a change makes a new session). After it, the
 * Riverty order gets the cart's new lines (update order, before any capture); when Riverty
 * rejects an increase the original authorization stays valid, as the spec says, and the session
 * keeps it with the refusal noted for the storefront.
 */
export async function updatePayment(ctx: OperationContext, input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
  const given = sessionDataOf(input.data)
  const row = await requireSessionState(ctx, sessionIdOfAuthorize(given, undefined))
  const amount = centsToAmount(toCents(input.amount))
  if (row.outcome !== "Accepted") {
    const next = await stateStoreOf(ctx).updatePaymentSessionState(row.session_id, { amount: String(amount) })
    return { status: "pending", data: sessionOutput(next) }
  }
  const data = await paymentDataOf(ctx, given)
  const cart = await loadCartForSession(ctx.query, data.session_id)
  const lines = buildOrderItems(cart)
  const body: UpdateOrderRequestInput = {
    updateOrderSummary: {
      totalGrossAmount: lines.totalGrossAmount,
      totalNetAmount: lines.totalNetAmount,
      currency: cart.currencyCode.toUpperCase() as UpdateOrderRequestInput["updateOrderSummary"]["currency"],
      items: lines.items,
    },
  }
  const key = deriveIdempotencyKey(input.context?.idempotency_key ?? data.session_id, "update", lines.totalGrossCents)
  try {
    const response = await ctx.client.orders.updateOrder(data.order_number, body, { idempotencyKey: key, ...countryOption(data) })
    if (response.outcome === "Accepted") {
      return {
        status: "authorized",
        data: { ...data, amount: lines.totalGrossAmount, net_amount: lines.totalNetAmount, update_rejected: undefined },
      }
    }
    return { status: "authorized", data: { ...data, update_rejected: { outcome: response.outcome, amount: lines.totalGrossAmount } } }
  } catch (error) {
    if (error instanceof RivertyError && error.kind === "request") {
      return { status: "authorized", data: { ...data, update_rejected: { amount: lines.totalGrossAmount, ...errorSessionFields(error) } } }
    }
    throw toMedusaError(error, "update order")
  }
}
