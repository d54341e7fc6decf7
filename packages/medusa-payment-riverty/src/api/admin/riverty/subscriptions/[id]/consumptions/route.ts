import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listConsumptions } from "../../lib/consumptions"
import { subscriptionIdOf, subscriptionClientIdOf } from "../../lib/params"
import type { ConsumptionsQueryType } from "../../lib/validators"

/**
 * GET /admin/riverty/subscriptions/:id/consumptions?client_id=…&customer_number=…: the
 * subscription's consumptions (Riverty finds them by customer, so the customer number is required).
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, ConsumptionsQueryType>, res: MedusaResponse) {
  const subscriptionId = subscriptionIdOf(req)
  const { client_id, customer_number } = req.validatedQuery
  const consumptions = await listConsumptions(req.scope, { clientId: subscriptionClientIdOf(req.scope, client_id), customerNumber: customer_number, subscriptionId })
  res.json({ consumptions, count: consumptions.length })
}
