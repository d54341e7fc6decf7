import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../../modules/riverty"
import type { LedgerQueryType } from "./validators"

/**
 * GET /admin/riverty/ledger?order_id=…|order_number=…: what Riverty reported about an order,
 * oldest first. By order id it also finds entries recorded before the order existed, through the
 * order's payment sessions (their ids are the Riverty order numbers).
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, LedgerQueryType>, res: MedusaResponse): Promise<void> {
  const rivertyModule = req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const { order_id, order_number } = req.validatedQuery
  const or: Array<Record<string, unknown>> = []
  if (order_number) or.push({ order_number })
  if (order_id) {
    or.push({ order_id })
    const sessionIds = await paymentSessionIdsOfOrder(req, order_id)
    if (sessionIds.length) or.push({ payment_session_id: sessionIds })
  }
  const entries = await rivertyModule.listRivertyLedgerEntries({ $or: or }, { order: { occurred_at: "ASC", created_at: "ASC" } })
  res.json({ ledger_entries: entries, count: entries.length })
}

async function paymentSessionIdsOfOrder(req: AuthenticatedMedusaRequest, orderId: string): Promise<string[]> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: links } = await query.graph({
    entity: "order_payment_collection",
    fields: ["payment_collection_id"],
    filters: { order_id: orderId },
  })
  const collectionIds = links.map((link: { payment_collection_id: string }) => link.payment_collection_id)
  if (!collectionIds.length) return []
  const { data: sessions } = await query.graph({
    entity: "payment_session",
    fields: ["id"],
    filters: { payment_collection_id: collectionIds },
  })
  return sessions.map((session: { id: string }) => session.id)
}
