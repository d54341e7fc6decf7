import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { isObject } from "@medusajs/framework/utils"
import { holdPersonalFields } from "../../../../modules/riverty"
import { unsafeTextError, unsafeTextIssues } from "../../../lib/validate"
import { checkedSessionData, isPersonalField, methodOfProviderId } from "../../../../providers/riverty"

type Row = Record<string, unknown>

/**
 * `POST /store/payment-collections/:id/payment-sessions` choosing a Riverty provider. Medusa writes
 * the data a storefront sends to its payment session, and to its workflow's checkpoints, before it
 * calls the provider. So, before Medusa's route runs:
 * - every string of the request is checked with the plugin's text rule (api/lib/validate.ts): a
 *   NUL, another control character or a lone surrogate, which failed Medusa's write with a 500,
 *   is a 400 naming the field;
 * - the data is checked with the provider's own check: data the provider would refuse (a field of
 *   another method, a value out of format) is refused with the provider's 400 and never written;
 * - the personal fields (birth date, identification and registration numbers, VAT id, IBAN, BIC)
 *   are taken out and held in this process, a reference in their place, for the provider's
 *   initiate to take back and seal (modules/riverty/lib/held-personal-fields.ts): Medusa's
 *   payment session never holds them, not even for the moment before initiate.
 */
export function checkAndHoldRivertySessionData(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void {
  const body = (isObject(req.body) ? req.body : {}) as Row
  const method = typeof body.provider_id === "string" ? methodOfProviderId(body.provider_id) : undefined
  // Another provider's session, or a body Medusa's own validator refuses: not this check's.
  if (!method || (body.data !== undefined && !isObject(body.data))) return next()
  // The plugin's text rule over the whole request (the cart's id in the path included), before
  // Medusa writes anything: a lone surrogate in `phone` failed the write with a 500.
  const unsafe = [...unsafeTextIssues(req.params).map((issue) => ({ ...issue, path: ["path", ...issue.path] })), ...unsafeTextIssues(body)]
  if (unsafe.length) return next(unsafeTextError(unsafe.slice(0, 5), "body"))
  const data = (body.data ?? {}) as Row
  try {
    checkedSessionData(method, data)
  } catch (error) {
    return next(error)
  }
  const personal = Object.entries(data).filter(([key, value]) => isPersonalField(key) && typeof value === "string" && value !== "")
  if (personal.length > 0) {
    const { reference, release } = holdPersonalFields(Object.fromEntries(personal))
    res.once("close", release)
    body.data = { ...data, ...Object.fromEntries(personal.map(([key]) => [key, reference])) }
  }
  next()
}
