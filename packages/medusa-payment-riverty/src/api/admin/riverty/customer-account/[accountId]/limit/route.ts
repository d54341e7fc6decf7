import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminConnection, askRiverty } from "../../../lib/riverty-call"
import type { AccountLimitQueryType } from "../../validators"

/** GET /admin/riverty/customer-account/:accountId/limit: the account's remaining credit limit. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, AccountLimitQueryType>, res: MedusaResponse) {
  const q = req.validatedQuery
  const { client } = adminConnection(req.scope, q.provider_id)
  const accountId = req.params.accountId
  const limit = await askRiverty(client.customerAccount.getCreditLimit(accountId, { country: q.country }), "credit limit", `account ${accountId}`)
  res.json({ account_number: accountId, limit })
}
