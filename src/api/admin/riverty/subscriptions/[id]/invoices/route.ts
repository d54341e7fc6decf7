import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createRivertyPartnerInvoiceWorkflow } from "../../../../../../workflows/subscriptions"
import { runAdminWriteOnce } from "../../../orders/lib/once"
import { subscriptionIdOf } from "../../lib/params"
import type { PartnerInvoiceBodyType } from "../../lib/validators"

/**
 * POST /admin/riverty/subscriptions/:id/invoices `{ client_id, invoice }`: an invoice with lines
 * for a partner subscription. Once per Idempotency-Key: a retried submit answers the same invoice.
 */
export async function POST(req: AuthenticatedMedusaRequest<PartnerInvoiceBodyType>, res: MedusaResponse) {
  const subscriptionId = subscriptionIdOf(req)
  const { client_id, invoice } = req.validatedBody
  // The admin-request table is keyed by order id; a subscription takes a prefixed id of its own.
  await runAdminWriteOnce(req, res, { orderId: `subscription:${client_id}:${subscriptionId}`, operation: "partner-invoice" }, async (requestKey) => {
    const { result } = await createRivertyPartnerInvoiceWorkflow(req.scope).run({
      input: { clientId: client_id, subscriptionId, invoice, requestKey },
    })
    return { status: 201, body: { invoice: result } }
  })
}
