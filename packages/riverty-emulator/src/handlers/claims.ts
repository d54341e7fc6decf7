import { claimInvoicesQuerySchema } from "riverty-client/schemas"
import { json, type EmulatorRequest, type EmulatorResponse } from "../core/http-types"
import { plainMessage } from "../core/messages"
import { queryObject, validate } from "../core/validation"
import type { Runtime } from "../runtime"

/** Fields only the client (creditor) sees; the consumer view leaves them out. */
const CLIENT_ONLY = ["referenceNumber", "placementDate", "legalBase", "additionalProperties", "taxRate"]

/** GET /claims/{claimNumber}/invoices?view&page&pageSize -> `{items, pagination}`. */
export function claimInvoices(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const claim = rt.state.claims[req.params.claimNumber]
  if (!claim) return plainMessage(404, `Claim ${req.params.claimNumber} not found.`)
  const query = validate(claimInvoicesQuerySchema, queryObject(req))
  if (!query.ok) return query.response
  const { view, page, pageSize } = query.value
  const totalItems = claim.invoices.length
  const slice = claim.invoices.slice((page - 1) * pageSize, page * pageSize)
  const items =
    view === "CONSUMER"
      ? slice.map((invoice) => Object.fromEntries(Object.entries(invoice).filter(([k]) => !CLIENT_ONLY.includes(k))))
      : slice
  return json(200, {
    items,
    pagination: { totalItems, pageSize, currentPage: page, totalPages: Math.max(1, Math.ceil(totalItems / pageSize)) },
  })
}
