import { validateBankAccountRequestSchema } from "riverty-client/schemas"
import { json, type EmulatorRequest, type EmulatorResponse } from "../../core/http-types"
import { validationError } from "../../core/messages"
import { validateBody } from "../../core/validation"
import { checkBankAccount } from "../../domain/bank-account"
import { CODES } from "../../core/codes"
import { randomToken } from "../../domain/ids"
import type { Runtime } from "../../runtime"

/**
 * POST /api/v3/validate/bank-account: IBANs are checked with their real checksum. With
 * `createToken` a token is issued that authorize accepts as `payment.directDebit.token`.
 */
export function validateBankAccount(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const parsed = validateBody(req, validateBankAccountRequestSchema)
  if (!parsed.ok) return parsed.response
  const body = parsed.value
  const check = checkBankAccount(body.bankAccount, body.bankCode)
  if (!check.isValid) {
    return json(200, {
      isValid: false,
      riskCheckMessages: [
        validationError(CODES.format, check.reason ?? "The bank account is not valid.", check.field ?? "bankAccount"),
      ],
    })
  }
  const out: Record<string, unknown> = { isValid: true, riskCheckMessages: [] }
  if (body.createToken) {
    const token = randomToken(18)
    rt.state.bankTokens[token] = {
      token,
      bankAccount: check.iban ?? body.bankAccount,
      bankCode: body.bankCode,
      createdAt: rt.clock.now(),
    }
    rt.changed()
    out.token = token
  }
  return json(200, out)
}
