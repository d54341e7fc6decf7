import { installmentPlansRequestSchema } from "riverty-client/schemas"
import { json, type EmulatorRequest, type EmulatorResponse } from "../../core/http-types"
import type { Caller } from "../../route-types"
import { validateBody } from "../../core/validation"
import { currencyOf } from "../../domain/countries"
import { availablePlans } from "../../domain/installments"
import { toCents } from "../../domain/money"
import type { Runtime } from "../../runtime"

/** POST /api/v3/lookup/installment-plans: plans for an amount (the last instalment absorbs rounding). */
export function installmentPlans(req: EmulatorRequest, _rt: Runtime, caller: Caller): EmulatorResponse {
  const parsed = validateBody(req, installmentPlansRequestSchema)
  if (!parsed.ok) return parsed.response
  const country = parsed.value.countryCode ?? caller.apiKey?.country ?? "DE"
  const currency = parsed.value.currency ?? currencyOf(country)
  return json(200, { availableInstallmentPlans: availablePlans(toCents(parsed.value.amount), country, currency) })
}
