import { errorEntries } from "../core/error-entries"
import { json, type EmulatorRequest, type EmulatorResponse } from "../core/http-types"
import { jsonBody } from "../core/validation"
import { uuid } from "../domain/ids"
import { processReturn } from "../domain/returns"
import type { Runtime } from "../runtime"

/**
 * POST /businesses/{businessCode}/customers/{customerNumber}/orders/{orderReference}/returns.
 * Only a body that is not JSON at all is refused synchronously; everything else is answered with
 * an internalRequestId and validated afterwards (accounting/EdiErrorSent).
 */
export function createReturn(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  // The business code names the merchant's ledger; a request for another one cannot be routed,
  // so it is refused at once rather than through the asynchronous EdiErrorSent.
  if (req.params.businessCode !== rt.config.businessCode) {
    return errorEntries(404, [
      {
        code: "NOT_FOUND",
        title: "Business not found",
        description: `No business ${req.params.businessCode} for this client.`,
        type: "BusinessError",
        fieldReference: "businessCode",
      },
    ])
  }
  const body = jsonBody(req)
  if (!body.ok || typeof body.value !== "object" || body.value === null || Array.isArray(body.value)) {
    return errorEntries(400, [
      { code: "400.001", title: "Incorrect or missing information", description: "The body must be a JSON object.", type: "ValidationError" },
    ])
  }
  const now = rt.clock.now()
  const internalRequestId = uuid()
  rt.state.returns[internalRequestId] = {
    internalRequestId,
    businessCode: req.params.businessCode,
    customerNumber: req.params.customerNumber,
    orderReference: req.params.orderReference,
    body: body.value,
    status: "Received",
    valueCents: 0,
    errors: [],
    receivedAt: now,
    processAt: now + rt.config.asyncDelayMs,
  }
  rt.changed()
  rt.later(rt.config.asyncDelayMs, () => processReturn(rt, internalRequestId))
  return json(202, { internalRequestId })
}
