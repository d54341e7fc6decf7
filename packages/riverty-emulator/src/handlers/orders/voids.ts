import { voidRequestSchema } from "riverty-client/schemas"
import { json, type EmulatorRequest, type EmulatorResponse } from "../../core/http-types"
import { failure, messagesResponse } from "../../core/messages"
import { validateBody } from "../../core/validation"
import { CODES } from "../../core/codes"
import { emitPayment } from "../../domain/events"
import { nextCancellationNumber } from "../../domain/ids"
import { fromCents, toCents } from "../../domain/money"
import { linesCover, shareLines, vatShares } from "../../domain/vat-shares"
import { orderTotals, remainingCents } from "../../domain/order-view"
import { checkTotals } from "../../domain/totals"
import { checkAmounts, checkCurrency } from "../../domain/amount-rules"
import type { Caller } from "../../route-types"
import type { Runtime } from "../../runtime"
import type { ItemWire, OrderRecord } from "../../state/types"
import { findOrder, requireAuthorized } from "./common"
import { checkLines, openLines } from "./lines"

/**
 * POST /api/v3/orders/{orderNumber}/voids: cancels the uncaptured rest (no body) or a part of it
 * (cancellationDetails). An order with nothing left to void is refused.
 */
export function voidAuthorization(req: EmulatorRequest, rt: Runtime, caller: Caller): EmulatorResponse {
  const found = findOrder(rt, req.params.orderNumber, caller)
  if (!found.ok) return found.response
  const order = found.value
  const parsed = validateBody(req, voidRequestSchema, true)
  if (!parsed.ok) return parsed.response
  const refused = requireAuthorized(order, CODES.operationNotAllowed)
  if (refused) return refused
  const remaining = remainingCents(order)
  if (remaining <= 0) {
    return failure(
      400,
      CODES.operationNotAllowed,
      order.capturedCents > 0 ? "Order Already Captured: nothing left to void." : "The authorization is already voided.",
      "orderNumber",
    )
  }
  const details = parsed.value.cancellationDetails
  let amount = remaining
  let items: ItemWire[] = []
  if (details) {
    const totals = checkTotals(details, "cancellationDetails")
    if (totals.length > 0) return messagesResponse(400, totals)
    const amounts = [
      ...checkAmounts(details, "cancellationDetails", { strict: rt.config.strict }),
      ...checkCurrency(details.currency, order.currency, "cancellationDetails.currency"),
    ]
    if (amounts.length > 0) return messagesResponse(400, amounts)
    amount = toCents(details.totalGrossAmount)
    if (amount > remaining) {
      return failure(
        400,
        CODES.operationNotAllowed,
        `Void amount exceeds the uncaptured rest of ${fromCents(remaining)} ${order.currency}.`,
        "cancellationDetails.totalGrossAmount",
      )
    }
    if (details.items && details.items.length > 0) {
      const lines = checkLines(order, details.items, CODES.operationNotAllowed, "cancellationDetails.items")
      if (!lines.ok) return messagesResponse(400, lines.messages)
      items = lines.items
    }
  }
  if (items.length === 0) items = voidLines(order, amount, amount === remaining)

  const now = rt.clock.now()
  order.cancellations.push({ cancellationNo: nextCancellationNumber(rt.state.counters), amountCents: amount, items, insertedAt: now })
  order.voidedCents += amount
  order.updatedAt = now
  if (order.capturedCents === 0 && remainingCents(order) === 0) order.status = "Cancelled"
  emitPayment(rt, order, "Canceled")
  rt.changed()
  const t = orderTotals(order)
  return json(200, {
    totalCapturedAmount: t.totalCapturedAmount,
    totalAuthorizedAmount: t.totalAuthorizedAmount,
    remainingAuthorizedAmount: t.remainingAuthorizedAmount,
    voidedAmount: fromCents(amount),
    totalRefundedAmount: t.totalRefundedAmount,
  })
}

/**
 * Lines of a void that names none: the open lines when they are what is voided, else one
 * line per VAT rate of the open lines (after a capture by amount the open quantities no longer
 * say what money is left), so the lines always add up to the voided amount.
 */
export function voidLines(order: OrderRecord, amountCents: number, wholeRest: boolean): ItemWire[] {
  const open = openLines(order)
  if (wholeRest && linesCover(open, amountCents)) return open
  return shareLines(vatShares(open, amountCents), (share) => `Void of order ${order.orderNumber} at ${share.vatPercent} % VAT`)
}
