import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminConnection, askRiverty, providerIdOf } from "../../lib/riverty-call"
import type { FindAccountBodyType } from "../validators"

/**
 * POST /admin/riverty/customer-account/find: the account of an identification number. A POST so
 * the number stays out of URLs and access logs (Riverty's own call logs only its path template).
 */
export async function POST(req: AuthenticatedMedusaRequest<FindAccountBodyType>, res: MedusaResponse) {
  const { client } = adminConnection(req.scope, providerIdOf(req.query))
  const { identification_number, country } = req.validatedBody
  const found = await askRiverty(client.customerAccount.findBySsn(identification_number, { country }), "account search", "an account for this identification number")
  res.json({ account: found.account ?? null, customer: found.customer ?? null })
}
