import { updateOrderRequestSchema } from "riverty-client/schemas"
import { isoDate } from "../../core/clock"
import { json, type EmulatorRequest, type EmulatorResponse } from "../../core/http-types"
import { failure, messagesResponse } from "../../core/messages"
import { validateBody } from "../../core/validation"
import { CODES } from "../../core/codes"
import { toCents } from "../../domain/money"
import { assessRisk } from "../../domain/risk"
import { checkTotals } from "../../domain/totals"
import { checkAmounts, checkCurrency } from "../../domain/amount-rules"
import type { Caller } from "../../route-types"
import type { Runtime } from "../../runtime"
import { findOrder, requireAuthorized } from "./common"

/**
 * POST /api/v3/orders/{orderNumber}/updateOrder: replaces the lines of an authorized order that is
 * not fully captured. An increase runs a new risk check; when it rejects, the old authorization
 * stays valid and unchanged.
 */
export function updateOrder(req: EmulatorRequest, rt: Runtime, caller: Caller): EmulatorResponse {
  const found = findOrder(rt, req.params.orderNumber, caller)
  if (!found.ok) return found.response
  const order = found.value
  const parsed = validateBody(req, updateOrderRequestSchema)
  if (!parsed.ok) return parsed.response
  const body = parsed.value
  const refused = requireAuthorized(order, CODES.operationNotAllowed)
  if (refused) return refused
  if (order.capturedCents > 0 && order.capturedCents + order.voidedCents >= order.authorizedCents) {
    return failure(400, CODES.operationNotAllowed, "The order is fully captured and cannot be updated.", "orderNumber")
  }
  const summary = body.updateOrderSummary
  const totals = checkTotals(summary, "updateOrderSummary")
  if (totals.length > 0) return messagesResponse(400, totals)
  const amounts = [
    ...checkAmounts(summary, "updateOrderSummary", { strict: rt.config.strict }),
    ...checkCurrency(summary.currency, order.currency, "updateOrderSummary.currency"),
  ]
  if (amounts.length > 0) return messagesResponse(400, amounts)
  const newTotal = toCents(summary.totalGrossAmount)
  if (newTotal < order.capturedCents + order.voidedCents) {
    return failure(
      400,
      CODES.operationNotAllowed,
      "The new total is below what is already captured or voided.",
      "updateOrderSummary.totalGrossAmount",
    )
  }
  const base = { reservationId: order.reservationId, checkoutId: order.checkoutId, expirationDate: isoDate(order.expiresAt) }
  if (newTotal > order.authorizedCents) {
    const customer = order.customer as { firstName?: string; birthDate?: string; conversationLanguage?: string }
    const risk = assessRisk(
      {
        firstName: customer.firstName,
        birthDate: customer.birthDate,
        country: order.country,
        totalGrossCents: newTotal,
        itemDescriptions: [],
        language: customer.conversationLanguage,
      },
      rt.clock.now(),
    )
    if (risk.outcome === "Rejected") {
      return json(200, { outcome: "Rejected", ...base, riskCheckMessages: risk.messages })
    }
  }
  const now = rt.clock.now()
  const items = summary.items ?? order.items
  order.items = items.map((item, index) => ({ ...item, lineNumber: item.lineNumber ?? index + 1 }))
  order.totalGrossCents = newTotal
  order.totalNetCents = toCents(summary.totalNetAmount)
  order.authorizedCents = newTotal
  if (body.yourReference !== undefined) order.yourReference = body.yourReference
  if (body.ourReference !== undefined) order.ourReference = body.ourReference
  order.updatedAt = now
  rt.changed()
  return json(200, { outcome: "Accepted", ...base })
}
