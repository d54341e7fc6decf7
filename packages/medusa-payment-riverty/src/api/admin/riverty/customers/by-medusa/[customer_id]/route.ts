import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { isRivertyError } from "riverty-client"
import { adminConnection, askRiverty } from "../../../lib/riverty-call"
import type { ProviderQueryType } from "../../validators"
import { linkedRivertyOrders } from "./linked-orders"

/**
 * GET /admin/riverty/customers/by-medusa/:customer_id: the Riverty customer linked to a Medusa
 * customer (the customer number Riverty answered at the latest authorize) with Riverty's record of
 * it when the client keeps one, and the customer's orders paid with Riverty.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, ProviderQueryType>, res: MedusaResponse) {
  const orders = await linkedRivertyOrders(req.scope, req.params.customer_id)
  const customerNumber = orders.find((order) => order.customer_number)?.customer_number ?? null
  const connection = adminConnection(req.scope, req.validatedQuery.provider_id)
  const clientId = connection.options.v1ClientId
  let record: unknown = null
  if (customerNumber && clientId !== undefined) {
    const read = connection.client.customers.get(String(clientId), customerNumber).catch((error: unknown) => {
      // A checkout customer need not have a client-scoped record: no record, not an error.
      if (isRivertyError(error) && error.kind === "not_found") return null
      throw error
    })
    record = await askRiverty(read, "customer", `customer ${customerNumber}`)
  }
  res.json({ customer_id: req.params.customer_id, customer_number: customerNumber, riverty_customer: record, orders })
}
