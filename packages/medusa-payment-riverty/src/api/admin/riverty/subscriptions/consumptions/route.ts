import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listConsumptions } from "../lib/consumptions"
import type { ConsumptionsQueryType } from "../lib/validators"
import { subscriptionClientIdOf } from "../lib/params"

/** GET /admin/riverty/subscriptions/consumptions?client_id=…&customer_number=…: a customer's consumptions. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, ConsumptionsQueryType>, res: MedusaResponse) {
  const { client_id, customer_number } = req.validatedQuery
  const consumptions = await listConsumptions(req.scope, { clientId: subscriptionClientIdOf(req.scope, client_id), customerNumber: customer_number })
  res.json({ consumptions, count: consumptions.length })
}
