import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { isRivertyError } from "riverty-client"
import { adminConnection, askRiverty, v1ClientIdOf } from "../lib/riverty-call"
import type { SearchCustomersQueryType } from "./validators"

/** GET /admin/riverty/customers: search Riverty's customer records of this client (v1). */
export async function GET(req: AuthenticatedMedusaRequest<unknown, SearchCustomersQueryType>, res: MedusaResponse) {
  const q = req.validatedQuery
  const connection = adminConnection(req.scope, q.provider_id)
  const clientId = v1ClientIdOf(connection)
  const paging = { page: q.page, perPage: q.per_page, sort: q.sort, order: q.order }
  const search = connection.client.customers
    .search(clientId, { searchValue: q.search_value, ...(q.search_column ? { searchColumn: q.search_column } : {}) }, paging)
    // Riverty answers a search without matches with its own "not found" variant: an empty page here.
    .catch((error: unknown) => {
      if (isRivertyError(error) && error.kind === "not_found") return { items: [], total: 0 }
      throw error
    })
  const found = await askRiverty(search, "customer search", "these customers")
  res.json({ customers: found.items, total: found.total, page: q.page, per_page: q.per_page })
}
