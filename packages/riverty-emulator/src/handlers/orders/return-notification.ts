import { returnNotificationRequestSchema } from "riverty-client/schemas"
import { json, type EmulatorRequest, type EmulatorResponse } from "../../core/http-types"
import { businessError, failure, messagesResponse, type ResponseMessage } from "../../core/messages"
import { validateBody } from "../../core/validation"
import { CODES } from "../../core/codes"
import { itemsGrossCents, toCents } from "../../domain/money"
import { quantities } from "../../domain/totals"
import type { Caller } from "../../route-types"
import type { Runtime } from "../../runtime"
import { findCapture, findOrder } from "./common"

/**
 * POST …/captures/return-notification: the consumer registered a return. Once per capture, only
 * before the due date and while unpaid, lines must match the capture; it triggers no refund.
 */
export function returnNotification(req: EmulatorRequest, rt: Runtime, caller: Caller): EmulatorResponse {
  const found = findOrder(rt, req.params.orderNumber, caller)
  if (!found.ok) return found.response
  const parsed = validateBody(req, returnNotificationRequestSchema)
  if (!parsed.ok) return parsed.response
  const body = parsed.value
  const captureFound = findCapture(found.value, body.captureNumber)
  if (!captureFound.ok) return captureFound.response
  const capture = captureFound.value
  const now = rt.clock.now()
  if (capture.returnNotifiedAt !== undefined) {
    return failure(400, CODES.operationNotAllowed, "A return was already notified for this capture.", "captureNumber")
  }
  if (capture.paidCents >= capture.amountCents - capture.refundedCents) {
    return failure(400, CODES.operationNotAllowed, "The invoice of this capture is already paid.", "captureNumber")
  }
  if (now > capture.dueAt) {
    return failure(400, CODES.operationNotAllowed, "The due date of this capture has passed.", "captureNumber")
  }
  const problems: ResponseMessage[] = []
  if (body.items && body.items.length > 0) {
    const captured = quantities(capture.items)
    const requested = new Map<string, number>()
    body.items.forEach((item, index) => {
      const total = (requested.get(item.productId) ?? 0) + item.quantity
      requested.set(item.productId, total)
      if (capture.items.length > 0 && total > (captured.get(item.productId) ?? 0) + 1e-9) {
        problems.push(
          businessError(CODES.operationNotAllowed, `Item ${item.productId} does not match the capture.`, `items[${index}]`),
        )
      }
    })
    if (body.totalGrossAmount !== undefined && itemsGrossCents(body.items) !== toCents(body.totalGrossAmount)) {
      problems.push(businessError(CODES.grossMismatch, "Gross amount does not match the item prices.", "totalGrossAmount"))
    }
  }
  if (body.totalGrossAmount !== undefined && toCents(body.totalGrossAmount) > capture.amountCents) {
    problems.push(businessError(CODES.operationNotAllowed, "The returned amount exceeds the capture.", "totalGrossAmount"))
  }
  if (problems.length > 0) return messagesResponse(400, problems)
  capture.returnNotifiedAt = now
  capture.updatedAt = now
  rt.changed()
  return json(200, {})
}
