import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CustomerAccountEventInput } from "riverty-client"
import { addRivertyAccountEventWorkflow } from "../../../../../../workflows/customer-account/add-account-event"
import { idempotencyKeyOf } from "../../../orders/lib/once"
import { providerIdOf } from "../../../lib/riverty-call"

/**
 * POST /admin/riverty/customer-account/:accountId/events: add an event to the account. Needs an
 * Idempotency-Key (one per submit), so a retried submit never books a purchase twice.
 */
export async function POST(req: AuthenticatedMedusaRequest<CustomerAccountEventInput>, res: MedusaResponse) {
  const requestKey = idempotencyKeyOf(req)
  const { result } = await addRivertyAccountEventWorkflow(req.scope).run({
    input: { provider_id: providerIdOf(req.query), request_key: requestKey, account_number: req.params.accountId, event: req.validatedBody },
  })
  res.status(201).json({ event: result })
}
