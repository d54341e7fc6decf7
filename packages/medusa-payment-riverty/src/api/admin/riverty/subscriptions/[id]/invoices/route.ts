import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createRivertyPartnerInvoiceWorkflow } from "../../../../../../workflows/subscriptions/partner-invoice"
import { runAdminWriteOnce } from "../../../orders/lib/once"
import { subscriptionIdOf, subscriptionClientIdOf } from "../../lib/params"
import type { PartnerInvoiceBodyType } from "../../lib/validators"

/**
 * POST /admin/riverty/subscriptions/:id/invoices `{ client_id, invoice }`: an invoice with lines
 * for a partner subscription. Once per Idempotency-Key: a retried submit answers the same invoice.
 */
export async function POST(req: AuthenticatedMedusaRequest<PartnerInvoiceBodyType>, res: MedusaResponse) {
  const subscriptionId = subscriptionIdOf(req)
  const { invoice } = req.validatedBody
  const clientId = subscriptionClientIdOf(req.scope, req.validatedBody.client_id)
  // The admin-request table is keyed by order id; a subscription takes a prefixed id of its own.
  await runAdminWriteOnce(req, res, { orderId: `subscription:${clientId}:${subscriptionId}`, operation: "partner-invoice" }, async (requestKey) => {
    const { result } = await createRivertyPartnerInvoiceWorkflow(req.scope).run({
      input: { clientId, subscriptionId, invoice, requestKey },
    })
    return { status: 201, body: { invoice: result } }
  })
}
