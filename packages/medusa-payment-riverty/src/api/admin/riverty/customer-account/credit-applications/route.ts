import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CustomerAccountApplicationInput } from "riverty-client"
import { applyRivertyCreditWorkflow } from "../../../../../workflows/customer-account/apply-credit"
import { idempotencyKeyOf } from "../../orders/lib/once"
import { providerIdOf } from "../../lib/riverty-call"

/**
 * POST /admin/riverty/customer-account/credit-applications: apply for customer-account credit.
 * Needs an Idempotency-Key (one per submit): a retried submit is the same application at Riverty.
 */
export async function POST(req: AuthenticatedMedusaRequest<CustomerAccountApplicationInput>, res: MedusaResponse) {
  const requestKey = idempotencyKeyOf(req)
  const { result } = await applyRivertyCreditWorkflow(req.scope).run({
    input: { provider_id: providerIdOf(req.query), request_key: requestKey, application: req.validatedBody },
  })
  res.status(201).json({ application: result })
}
