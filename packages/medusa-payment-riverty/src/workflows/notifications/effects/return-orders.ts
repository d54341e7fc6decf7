import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../modules/riverty"
import type { ReturnOrderError } from "../../../modules/riverty/models/return-order"
import type { ReturnOrderRecord } from "../../../modules/riverty/service"
import type { EffectResult, NotificationEffect } from "./types"
import type { EdiErrorSent, RefundCompleted } from "./payload-types"

export type { ReturnOrderError }

const serviceOf = (container: MedusaContainer) => container.resolve<RivertyModuleService>(RIVERTY_MODULE)

async function byReceipt(container: MedusaContainer, internalRequestId: string): Promise<ReturnOrderRecord | undefined> {
  const [found] = await serviceOf(container).listRivertyReturnOrders({ internal_request_id: internalRequestId })
  return found
}

/**
 * Riverty's validation result of a return order (requestType RETURN_ORDER): empty errorDetails
 * accept it, anything else fails it with the field errors. Applying it twice changes nothing,
 * and a refund that overtook it (deliveries are not ordered) is not undone.
 */
export async function applyReturnOrderValidation(container: MedusaContainer, payload: EdiErrorSent): Promise<string | null> {
  const p = payload.parameters
  if (p.requestType && p.requestType !== "RETURN_ORDER") return null
  const rivertyModule = serviceOf(container)
  const found = await byReceipt(container, p.transactionId)
  if (!found) {
    // The receipt is stored right after Riverty answers the post; an answer that overtakes it
    // is retried by the inbox instead of being lost.
    const orderReference = p.details.orderReference
    const ofOrder = orderReference
      ? await rivertyModule.listRivertyReturnOrders({ order_number: orderReference }, { select: ["id", "internal_request_id"] })
      : []
    if (ofOrder.some((r) => !r.internal_request_id)) {
      throw new MedusaError(MedusaError.Types.CONFLICT, `return order with receipt ${p.transactionId} is not recorded yet`)
    }
    return null
  }
  const errors: ReturnOrderError[] = (p.details.errorDetails ?? []).map((e) => ({
    field: String(e.fieldName ?? ""),
    message: String(e.errorDescription ?? ""),
    provided_value: String(e.providedValue ?? ""),
  }))
  const now = new Date()
  if (errors.length === 0) {
    if (found.status === "accepted" || (found.status === "refunded" && found.accepted_at)) return `return order ${found.id} accepted`
    await rivertyModule.updateRivertyReturnOrders({
      id: found.id,
      status: found.status === "refunded" ? "refunded" : "accepted",
      accepted_at: now,
      errors: null,
    })
    return `return order ${found.id} accepted`
  }
  if (found.status !== "failed") {
    await rivertyModule.updateRivertyReturnOrders({
      id: found.id,
      status: "failed",
      failed_at: now,
      errors: errors as unknown as Record<string, unknown>,
    })
  }
  return `return order ${found.id} failed (${errors.length} error${errors.length === 1 ? "" : "s"})`
}

/** The refund of a return was paid out: matched by receipt, else by order and return reference. */
export async function applyReturnOrderRefund(container: MedusaContainer, payload: RefundCompleted): Promise<string | null> {
  const p = payload.parameters
  const rivertyModule = serviceOf(container)
  let found = p.transactionId ? await byReceipt(container, p.transactionId) : undefined
  if (!found && p.returnReference && p.orderReference) {
    ;[found] = await rivertyModule.listRivertyReturnOrders({ order_number: p.orderReference, return_reference: p.returnReference })
  }
  if (!found) return null
  await rivertyModule.updateRivertyReturnOrders({
    id: found.id,
    status: "refunded",
    refunded_amount: p.refundedToOriginalPaymentInstrument,
    refunded_at: found.refunded_at ?? new Date(),
  })
  return `return order ${found.id} refunded`
}

/** An accounting effect followed by the return-order update; both outcomes are kept. */
export function withReturnOrderUpdate<T>(
  effect: NotificationEffect,
  apply: (container: MedusaContainer, payload: T) => Promise<string | null>,
): NotificationEffect {
  return async (input): Promise<EffectResult> => {
    const result = await effect(input)
    const outcome = await apply(input.container, input.notification.payload as T)
    return outcome ? { ...result, outcome: `${result.outcome}; ${outcome}` } : result
  }
}
