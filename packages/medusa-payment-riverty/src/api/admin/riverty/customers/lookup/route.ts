import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { lookupRivertyCustomerWorkflow } from "../../../../../workflows/customers/lookup-customer"
import { adminConnection, providerIdOf, v1ClientIdOf } from "../../lib/riverty-call"
import type { LookupCustomerBodyType } from "../validators"

/**
 * POST /admin/riverty/customers/lookup: Riverty's lookup by identification number, which creates
 * the client's customer record when the person is found. The number is neither logged nor kept.
 */
export async function POST(req: AuthenticatedMedusaRequest<LookupCustomerBodyType>, res: MedusaResponse) {
  const providerId = providerIdOf(req.query)
  v1ClientIdOf(adminConnection(req.scope, providerId))
  const { result } = await lookupRivertyCustomerWorkflow(req.scope).run({
    input: { provider_id: providerId, identification_number: req.validatedBody.identification_number },
  })
  res.status(200).json({ customer: result })
}
