import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { checkedSessionData, methodOfProviderId } from "../../../../providers/riverty"

type Row = Record<string, unknown>

const isRecord = (value: unknown): value is Row => typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * `POST /store/payment-collections/:id/payment-sessions` choosing a Riverty provider: the
 * storefront's `data` is checked before Medusa's route runs, with the provider's own checks. Medusa
 * writes the data it is given to its payment session before it calls the provider, so data the
 * provider would refuse (a field of another method, a value out of format, a control character
 * PostgreSQL cannot store, which failed that write with a 500) is refused here with the provider's
 * 400 and never written. The provider checks it again when Medusa calls it (initiate).
 */
export function validateRivertySessionData(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction): void {
  const body = isRecord(req.body) ? req.body : {}
  const method = typeof body.provider_id === "string" ? methodOfProviderId(body.provider_id) : undefined
  // Another provider's session, or a body Medusa's own validator refuses: not this check's.
  if (!method || (body.data !== undefined && !isRecord(body.data))) return next()
  try {
    checkedSessionData(method, (body.data ?? {}) as Row)
  } catch (error) {
    return next(error)
  }
  next()
}
