import { captureRequestSchema } from "riverty-client/schemas"
import { json, type EmulatorRequest, type EmulatorResponse } from "../../core/http-types"
import { failure, messagesResponse } from "../../core/messages"
import { validateBody } from "../../core/validation"
import { CODES } from "../../core/codes"
import { emitInvoiceCreated, emitPayment } from "../../domain/events"
import { nextInvoiceNumber, nextShippingNumber, nextTransactionNumber } from "../../domain/ids"
import { fromCents, toCents } from "../../domain/money"
import { linesCover, vatShares, type VatShare } from "../../domain/vat-shares"
import { orderTotals, remainingCents } from "../../domain/order-view"
import { checkTotals } from "../../domain/totals"
import { checkAmounts, checkCurrency } from "../../domain/amount-rules"
import type { Caller } from "../../route-types"
import type { Runtime } from "../../runtime"
import type { CaptureRecord, ItemWire } from "../../state/types"
import { findOrder, requireAuthorized } from "./common"
import { checkLines, openLines } from "./lines"

const DUE_DAYS = 14

/**
 * POST /api/v3/orders/{orderNumber}/captures: full, partial by lines, or partial by amount; never
 * above what is still authorized. Each capture is an invoice (accounting/invoiceCreated).
 */
export function capture(req: EmulatorRequest, rt: Runtime, caller: Caller): EmulatorResponse {
  const found = findOrder(rt, req.params.orderNumber, caller)
  if (!found.ok) return found.response
  const order = found.value
  const parsed = validateBody(req, captureRequestSchema)
  if (!parsed.ok) return parsed.response
  const body = parsed.value
  const refused = requireAuthorized(order, CODES.captureFailed)
  if (refused) return refused

  const details = body.orderDetails
  const totals = checkTotals(details, "orderDetails")
  if (totals.length > 0) return messagesResponse(400, totals)
  const amounts = [
    ...checkAmounts(details, "orderDetails", { strict: rt.config.strict }),
    ...checkCurrency(details.currency, order.currency, "orderDetails.currency"),
  ]
  if (amounts.length > 0) return messagesResponse(400, amounts)
  const amount = toCents(details.totalGrossAmount)
  const remaining = remainingCents(order)
  if (amount > remaining) {
    return failure(
      400,
      CODES.captureFailed,
      `Capture Amount Exceeds Authorized Amount: ${fromCents(remaining)} ${order.currency} remain.`,
      "orderDetails.totalGrossAmount",
    )
  }
  let items: ItemWire[] = []
  let shares: VatShare[] = []
  if (details.items && details.items.length > 0) {
    const lines = checkLines(order, details.items, CODES.captureFailed, "orderDetails.items")
    if (!lines.ok) return messagesResponse(400, lines.messages)
    items = lines.items
  } else {
    const open = openLines(order)
    if (amount === remaining && linesCover(open, amount)) items = open
    else shares = vatShares(open, amount)
  }
  if (body.invoiceNumber && order.captures.some((c) => c.invoiceNumber === body.invoiceNumber)) {
    return failure(400, CODES.captureFailed, "The invoice number is already used for this order.", "invoiceNumber")
  }

  const now = rt.clock.now()
  const record: CaptureRecord = {
    captureNumber: nextTransactionNumber(rt.state.counters),
    invoiceNumber: body.invoiceNumber ?? nextInvoiceNumber(rt.state.counters),
    amountCents: amount,
    refundedCents: 0,
    returnedCents: 0,
    paidCents: 0,
    items,
    shippingDetails: (body.shippingDetails ?? []).map((s) => ({
      shippingNumber: nextShippingNumber(rt.state.counters),
      ...s,
    })),
    insertedAt: now,
    dueAt: now + DUE_DAYS * 24 * 60 * 60 * 1000,
    reminderLevel: 0,
    transactionReference: body.transactionReference,
    parentTransactionReference: body.parentTransactionReference,
  }
  order.captures.push(record)
  order.capturedCents += amount
  order.updatedAt = now
  emitPayment(rt, order, "Captured")
  emitInvoiceCreated(rt, order, record, shares)
  rt.changed()
  const t = orderTotals(order)
  return json(200, {
    capturedAmount: fromCents(amount),
    authorizedAmount: t.totalAuthorizedAmount,
    remainingAuthorizedAmount: t.remainingAuthorizedAmount,
    captureNumber: record.captureNumber,
    totalCapturedAmount: t.totalCapturedAmount,
    totalRefundedAmount: t.totalRefundedAmount,
  })
}
