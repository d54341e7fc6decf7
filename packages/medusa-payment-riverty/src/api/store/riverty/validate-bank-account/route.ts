import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { rivertyConnection, servedCountries } from "../../../../connection"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../../modules/riverty"
import { STORE_ROUTES, cachedRivertyCall, connectionFor, customerFacingMessageOf, sendRivertyFailure } from "../lib"
import type { ValidateBankAccountBodyType } from "./validators"

/**
 * Any of the merchant's keys may validate an account: the IBAN's country when there is a key for
 * it, else the first key (an Austrian IBAN in a store with only a German key). Countries whose
 * entry is left undefined have no key.
 */
const keyCountryFor = (account: string, keyCountries: string[]): string | undefined =>
  keyCountries.includes(account.slice(0, 2)) ? account.slice(0, 2) : keyCountries[0]

type Answer = { is_valid: boolean; customer_facing_message?: string }

/**
 * POST /store/riverty/validate-bank-account {bank_account, bank_code?, provider_id?}: whether
 * Riverty accepts the account for direct debit. The IBAN is personal data: the cache key holds
 * its keyed fingerprint, and the cached answer is sealed.
 */
export async function POST(req: MedusaStoreRequest<ValidateBankAccountBodyType>, res: MedusaResponse): Promise<void> {
  const body = req.validatedBody
  const connection = body.provider_id !== undefined ? connectionFor(req, body.provider_id) : rivertyConnection(req.scope)
  const rivertyModule = req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const request = { bankAccount: body.bank_account, ...(body.bank_code ? { bankCode: body.bank_code } : {}) }
  const inputs = { provider_id: body.provider_id ?? null, account: await rivertyModule.fingerprint(body.bank_account), bank_code: body.bank_code ?? null }
  try {
    const answer = await cachedRivertyCall<Answer>(
      req,
      STORE_ROUTES.validateBankAccount,
      inputs,
      async () => {
        const result = await connection.client.validate.bankAccount(request, { country: keyCountryFor(body.bank_account, servedCountries(connection.options)) })
        const message = result.isValid ? undefined : customerFacingMessageOf(result.riskCheckMessages)
        return { is_valid: result.isValid, ...(message ? { customer_facing_message: message } : {}) }
      },
      // Whether this person's account is valid, and Riverty's message about it: sealed too.
      { personal: true },
    )
    res.json(answer)
  } catch (error) {
    sendRivertyFailure(res, error, "Bank account validation is not available right now; please try again shortly", {
      bankAccount: "bank_account",
      bankCode: "bank_code",
    })
  }
}
