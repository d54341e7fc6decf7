import { json, type EmulatorRequest, type EmulatorResponse } from "../../core/http-types"
import { cancellationOut, captureOut, orderOut, refundOut } from "../../domain/order-view"
import type { Caller } from "../../route-types"
import type { Runtime } from "../../runtime"
import { findOrder, notFound } from "./common"

function missing(what: string, number: string, field: string): EmulatorResponse {
  return notFound(`Incorrect ${what} Number: ${number}.`, field)
}

/** GET /api/v3/orders/{orderNumber}. */
export function getOrder(req: EmulatorRequest, rt: Runtime, caller: Caller): EmulatorResponse {
  const found = findOrder(rt, req.params.orderNumber, caller)
  return found.ok ? json(200, orderOut(found.value, rt.clock.now())) : found.response
}

/** GET …/captures and …/captures/{captureNumber} -> `{captures: [...]}`. */
export function getCaptures(req: EmulatorRequest, rt: Runtime, caller: Caller): EmulatorResponse {
  const found = findOrder(rt, req.params.orderNumber, caller)
  if (!found.ok) return found.response
  const order = found.value
  const wanted = req.params.captureNumber
  const list = wanted ? order.captures.filter((c) => c.captureNumber === wanted) : order.captures
  if (wanted && list.length === 0) return missing("Capture", wanted, "captureNumber")
  return json(200, { captures: list.map((c) => captureOut(order, c, rt.clock.now())) })
}

/** GET …/refunds and …/refunds/{refundNumber} -> `{refunds: [...]}`. */
export function getRefunds(req: EmulatorRequest, rt: Runtime, caller: Caller): EmulatorResponse {
  const found = findOrder(rt, req.params.orderNumber, caller)
  if (!found.ok) return found.response
  const order = found.value
  const wanted = req.params.refundNumber
  const list = wanted ? order.refunds.filter((r) => r.refundNumber === wanted) : order.refunds
  if (wanted && list.length === 0) return missing("Refund", wanted, "refundNumber")
  return json(200, { refunds: list.map((r) => refundOut(order, r)) })
}

/** GET …/voids and …/voids/{voidNumber} -> `{cancellations: [...]}`. */
export function getVoids(req: EmulatorRequest, rt: Runtime, caller: Caller): EmulatorResponse {
  const found = findOrder(rt, req.params.orderNumber, caller)
  if (!found.ok) return found.response
  const order = found.value
  const wanted = req.params.voidNumber
  const list = wanted ? order.cancellations.filter((c) => c.cancellationNo === wanted) : order.cancellations
  if (wanted && list.length === 0) return missing("Void", wanted, "voidNumber")
  return json(200, { cancellations: list.map(cancellationOut) })
}
