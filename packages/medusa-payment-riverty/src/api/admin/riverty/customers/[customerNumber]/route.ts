import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminConnection, askRiverty, v1ClientIdOf } from "../../lib/riverty-call"
import type { ProviderQueryType } from "../validators"

/** GET /admin/riverty/customers/:customerNumber: one of Riverty's customer records (404 when unknown). */
export async function GET(req: AuthenticatedMedusaRequest<unknown, ProviderQueryType>, res: MedusaResponse) {
  const connection = adminConnection(req.scope, req.validatedQuery.provider_id)
  const customerNumber = req.params.customerNumber
  const customer = await askRiverty(connection.client.customers.get(v1ClientIdOf(connection), customerNumber), "customer", `customer ${customerNumber}`)
  res.json({ customer })
}
