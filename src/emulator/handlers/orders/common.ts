import type { EmulatorResponse } from "../../core/http-types"
import { messagesResponse, businessError } from "../../core/messages"
import { CODES } from "../../core/codes"
import { expireIfDue } from "../../domain/order-lifecycle"
import type { Runtime } from "../../runtime"
import { orderKey } from "../../state/store"
import type { CaptureRecord, OrderRecord } from "../../state/types"

export type Found<T> = { ok: true; value: T } | { ok: false; response: EmulatorResponse }

/** The order of a path, with any due expiry applied first; unknown numbers answer 404. */
export function findOrder(rt: Runtime, orderNumber: string): Found<OrderRecord> {
  const order = rt.state.orders[orderKey(orderNumber)]
  if (!order) {
    return {
      ok: false,
      response: messagesResponse(404, [
        businessError(CODES.reservationNotFound, `Incorrect Order Number: ${orderNumber} was not found.`, "orderNumber"),
      ]),
    }
  }
  if (expireIfDue(rt, order, rt.clock.now())) rt.changed()
  return { ok: true, value: order }
}

export function findCapture(order: OrderRecord, captureNumber: string, code: string, status = 400): Found<CaptureRecord> {
  const capture = order.captures.find((c) => c.captureNumber === captureNumber)
  if (!capture) {
    return {
      ok: false,
      response: messagesResponse(status, [
        businessError(code, `Incorrect Capture Number: ${captureNumber} is not a capture of this order.`, "captureNumber"),
      ]),
    }
  }
  return { ok: true, value: capture }
}

/** Operations on an order that is not (or no longer) authorized are refused with its state. */
export function requireAuthorized(order: OrderRecord, code: string): EmulatorResponse | undefined {
  if (order.status === "Accepted") return undefined
  return messagesResponse(400, [
    businessError(code, `The order is ${order.status}; the operation needs an authorized order.`, "orderNumber"),
  ])
}
