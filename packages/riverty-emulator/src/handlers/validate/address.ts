import { validateAddressRequestSchema } from "riverty-client/schemas"
import { json, type EmulatorRequest, type EmulatorResponse } from "../../core/http-types"
import { validateBody } from "../../core/validation"
import { checkAddress } from "../../domain/address"
import type { Runtime } from "../../runtime"

/** POST /api/v3/validate/address: isValid, the corrected address, and messages for what cannot be fixed. */
export function validateAddress(req: EmulatorRequest, _rt: Runtime): EmulatorResponse {
  const parsed = validateBody(req, validateAddressRequestSchema)
  if (!parsed.ok) return parsed.response
  const result = checkAddress(parsed.value.customer.address ?? {})
  return json(200, { isValid: result.isValid, correctedAddress: result.corrected, riskCheckMessages: result.messages })
}
