import { shippingDetailsSchema } from "riverty-client/schemas"
import { json, type EmulatorRequest, type EmulatorResponse } from "../../core/http-types"
import { validateBody } from "../../core/validation"
import { nextShippingNumber } from "../../domain/ids"
import type { Caller } from "../../route-types"
import type { Runtime } from "../../runtime"
import { findCapture, findOrder, notFound } from "./common"

/** POST …/captures/{captureNumber}/shipping-details -> `{shippingNumber}`. */
export function addShippingDetails(req: EmulatorRequest, rt: Runtime, caller: Caller): EmulatorResponse {
  const found = findOrder(rt, req.params.orderNumber, caller)
  if (!found.ok) return found.response
  const capture = findCapture(found.value, req.params.captureNumber)
  if (!capture.ok) return capture.response
  const parsed = validateBody(req, shippingDetailsSchema)
  if (!parsed.ok) return parsed.response
  const shippingNumber = nextShippingNumber(rt.state.counters)
  capture.value.shippingDetails.push({ shippingNumber, ...parsed.value })
  capture.value.updatedAt = rt.clock.now()
  rt.changed()
  return json(200, { shippingNumber })
}

/** PATCH …/shipping-details/{shippingNumber} -> `{}`; fields not sent keep their value. */
export function updateShippingDetails(req: EmulatorRequest, rt: Runtime, caller: Caller): EmulatorResponse {
  const found = findOrder(rt, req.params.orderNumber, caller)
  if (!found.ok) return found.response
  const capture = findCapture(found.value, req.params.captureNumber)
  if (!capture.ok) return capture.response
  const number = Number(req.params.shippingNumber)
  const index = capture.value.shippingDetails.findIndex((s) => s.shippingNumber === number)
  if (!Number.isInteger(number) || index < 0) {
    return notFound(`Incorrect Shipping Number: ${req.params.shippingNumber}.`, "shippingNumber")
  }
  const parsed = validateBody(req, shippingDetailsSchema)
  if (!parsed.ok) return parsed.response
  // A PATCH changes the fields it carries; an omitted trackingUrl stays as it was.
  capture.value.shippingDetails[index] = { ...capture.value.shippingDetails[index], ...parsed.value, shippingNumber: number }
  capture.value.updatedAt = rt.clock.now()
  rt.changed()
  return json(200, {})
}
