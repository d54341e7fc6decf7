import { visibleTo } from "../../auth/key-scope"
import type { EmulatorResponse } from "../../core/http-types"
import { messagesResponse, businessError } from "../../core/messages"
import { CODES } from "../../core/codes"
import { expireIfDue } from "../../domain/order-lifecycle"
import type { Caller } from "../../route-types"
import type { Runtime } from "../../runtime"
import { orderKey } from "../../state/store"
import type { CaptureRecord, OrderRecord } from "../../state/types"

export type Found<T> = { ok: true; value: T } | { ok: false; response: EmulatorResponse }

/**
 * The one answer of the v3 interface for a record that does not exist (for this key): HTTP 404
 * with `400.115` and the field that named it. Riverty documents the code ("reservation not
 * found") but not the status; see the emulator README.
 */
export function notFound(message: string, fieldReference: string): EmulatorResponse {
  return messagesResponse(404, [businessError(CODES.reservationNotFound, message, fieldReference)])
}

/**
 * The order of a path, with any due expiry applied first. Unknown numbers, and orders another key
 * authorized, answer 404: an order belongs to the webshop whose key created it.
 */
export function findOrder(rt: Runtime, orderNumber: string, caller: Caller): Found<OrderRecord> {
  const order = rt.state.orders[orderKey(orderNumber)]
  if (!order || !visibleTo(caller, order.keyId)) {
    return { ok: false, response: notFound(`Incorrect Order Number: ${orderNumber} was not found.`, "orderNumber") }
  }
  if (expireIfDue(rt, order, rt.clock.now())) rt.changed()
  return { ok: true, value: order }
}

export function findCapture(order: OrderRecord, captureNumber: string): Found<CaptureRecord> {
  const capture = order.captures.find((c) => c.captureNumber === captureNumber)
  if (!capture) {
    return {
      ok: false,
      response: notFound(`Incorrect Capture Number: ${captureNumber} is not a capture of this order.`, "captureNumber"),
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
