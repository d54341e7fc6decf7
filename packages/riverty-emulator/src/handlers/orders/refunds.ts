import { refundRequestSchema } from "riverty-client/schemas"
import { json, type EmulatorRequest, type EmulatorResponse } from "../../core/http-types"
import { businessError, failure, messagesResponse, type ResponseMessage } from "../../core/messages"
import { validateBody } from "../../core/validation"
import { CODES } from "../../core/codes"
import { emitPayment } from "../../domain/events"
import { nextCreditNoteNumber, nextTransactionNumber, uuid } from "../../domain/ids"
import { fromCents, itemsGrossCents } from "../../domain/money"
import { orderTotals } from "../../domain/order-view"
import { quantities } from "../../domain/totals"
import { checkVatAmounts } from "../../domain/amount-rules"
import type { Caller } from "../../route-types"
import type { Runtime } from "../../runtime"
import type { CaptureRecord, ItemWire } from "../../state/types"
import { findCapture, findOrder } from "./common"

/**
 * POST /api/v3/orders/{orderNumber}/refunds: refunds a capture, fully (no items) or partially by
 * lines; negative lines (return costs) reduce the refund. Never above the capture's balance.
 */
export function refund(req: EmulatorRequest, rt: Runtime, caller: Caller): EmulatorResponse {
  const found = findOrder(rt, req.params.orderNumber, caller)
  if (!found.ok) return found.response
  const order = found.value
  const parsed = validateBody(req, refundRequestSchema)
  if (!parsed.ok) return parsed.response
  const body = parsed.value
  const captureFound = findCapture(order, body.captureNumber)
  if (!captureFound.ok) return captureFound.response
  const capture = captureFound.value
  const balance = capture.amountCents - capture.refundedCents

  let items: ItemWire[]
  let amount: number
  if (body.items && body.items.length > 0) {
    const problems = [
      ...checkVatAmounts(body.items as ItemWire[], "", { strict: rt.config.strict }),
      ...checkRefundLines(order.refunds.filter((r) => r.captureNumber === capture.captureNumber).flatMap((r) => r.items), capture, body.items),
    ]
    if (problems.length > 0) return messagesResponse(400, problems)
    items = body.items.map((item) => ({ ...item, refundType: item.refundType ?? body.refundType }))
    amount = itemsGrossCents(items)
  } else {
    items = []
    amount = balance
  }
  if (amount <= 0) {
    return failure(400, CODES.operationNotAllowed, "Nothing left to refund on this capture.", body.items ? "items" : "captureNumber")
  }
  if (amount > balance) {
    return failure(
      400,
      CODES.operationNotAllowed,
      `Refund Amount Exceeds Capture Amount: ${fromCents(balance)} ${order.currency} can be refunded.`,
      "items",
    )
  }

  const now = rt.clock.now()
  const refundNumber = nextTransactionNumber(rt.state.counters)
  order.refunds.push({
    refundId: uuid(),
    refundNumber,
    captureNumber: capture.captureNumber,
    creditNoteNumber: body.creditNoteNumber ?? nextCreditNoteNumber(rt.state.counters),
    amountCents: amount,
    refundType: body.refundType,
    items,
    insertedAt: now,
    transactionReference: body.transactionReference,
  })
  capture.refundedCents += amount
  capture.updatedAt = now
  order.refundedCents += amount
  order.updatedAt = now
  emitPayment(rt, order, "Refunded")
  rt.changed()
  const t = orderTotals(order)
  return json(200, {
    totalCapturedAmount: t.totalCapturedAmount,
    totalAuthorizedAmount: t.totalAuthorizedAmount,
    refundNumbers: [refundNumber],
    totalRefundedAmount: t.totalRefundedAmount,
    remainingAuthorizedAmount: t.remainingAuthorizedAmount,
  })
}

/**
 * Positive refund lines must be lines of the capture (when it has lines), in quantities not yet
 * refunded; negative lines (return costs, goodwill corrections) are free. A positive line of no
 * captured product is a goodwill share of a VAT rate: accepted at a rate the capture has, while
 * that rate's refunds stay within what the capture holds at it (Riverty documents no product
 * check on refunds; the emulator keeps the credit note's VAT within the invoice's).
 */
function checkRefundLines(refunded: readonly ItemWire[], capture: CaptureRecord, lines: readonly ItemWire[]): ResponseMessage[] {
  if (capture.items.length === 0) return []
  const captured = quantities(capture.items)
  const used = quantities(refunded.filter((i) => i.grossUnitPrice > 0))
  const centsAt = (items: readonly ItemWire[], rate: number | undefined) => itemsGrossCents(items.filter((i) => i.vatPercent === rate))
  const out: ResponseMessage[] = []
  lines.forEach((line, index) => {
    if (line.grossUnitPrice <= 0) return
    if (!captured.has(line.productId)) {
      const rateRefunds = [...refunded, ...lines.slice(0, index + 1)]
      if (!capture.items.some((i) => i.vatPercent === line.vatPercent)) {
        out.push(
          businessError(CODES.operationNotAllowed, `Item ${line.productId} is not part of the capture.`, `items[${index}].productId`),
        )
      } else if (centsAt(rateRefunds, line.vatPercent) > centsAt(capture.items, line.vatPercent)) {
        out.push(
          businessError(CODES.operationNotAllowed, `Item ${line.productId} exceeds what the capture holds at ${line.vatPercent}% VAT.`, `items[${index}].grossUnitPrice`),
        )
      }
      return
    }
    const total = (used.get(line.productId) ?? 0) + line.quantity
    used.set(line.productId, total)
    if (total > (captured.get(line.productId) ?? 0) + 1e-9) {
      out.push(
        businessError(CODES.operationNotAllowed, `Quantity of ${line.productId} exceeds the captured quantity.`, `items[${index}].quantity`),
      )
    }
  })
  return out
}
