import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminConnection, askRiverty } from "../../../lib/riverty-call"
import type { ClaimInvoicesQueryType } from "../../validators"

/**
 * GET /admin/riverty/claims/:claimId/invoices: a page of a debt-collection claim's invoices, in
 * the client's or the consumer's view (interest calculation, dunning dates, costs as Riverty sends them).
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, ClaimInvoicesQueryType>, res: MedusaResponse) {
  const q = req.validatedQuery
  const { client } = adminConnection(req.scope, q.provider_id)
  const claimId = req.params.claimId
  const answer = await askRiverty(
    client.claims.listInvoices(claimId, { view: q.view === "consumer" ? "CONSUMER" : "CLIENT", page: q.page, pageSize: q.page_size }),
    "claim invoices",
    `claim ${claimId}`,
  )
  res.json({ claim_number: claimId, view: q.view, invoices: answer.items, pagination: answer.pagination })
}
