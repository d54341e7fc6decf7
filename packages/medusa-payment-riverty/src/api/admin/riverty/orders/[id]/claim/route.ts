import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { IOrderModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { rivertyClient } from "../../../../../../connection"
import { ORDER_CLAIM_METADATA_KEY } from "../../../../../../workflows/order-claims/steps/store-order-claim"
import { linkRivertyOrderClaimWorkflow } from "../../../../../../workflows/order-claims/link-order-claim"
import type { OrderClaimBodyType, OrderClaimQueryType } from "../../../claims/validators"
import { askRiverty } from "../../../lib/riverty-call"
import { orderContextOf } from "../../lib/context"

/**
 * GET /admin/riverty/orders/:id/claim: the order's debt-collection claim with a page of its
 * invoices, or `claim: null` when the order has none linked.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, OrderClaimQueryType>, res: MedusaResponse) {
  const context = await orderContextOf(req)
  const order = await req.scope.resolve<IOrderModuleService>(Modules.ORDER).retrieveOrder(context.orderId, { select: ["id", "metadata"] })
  const claimNumber = order.metadata?.[ORDER_CLAIM_METADATA_KEY]
  if (typeof claimNumber !== "string" || !claimNumber) return void res.json({ order_id: context.orderId, claim: null })
  const q = req.validatedQuery
  const client = rivertyClient(req.scope)
  const answer = await askRiverty(
    client.claims.listInvoices(claimNumber, { view: q.view === "consumer" ? "CONSUMER" : "CLIENT", page: q.page, pageSize: q.page_size }),
    "claim invoices",
    `claim ${claimNumber}`,
  )
  res.json({ order_id: context.orderId, claim: { claim_number: claimNumber, view: q.view, invoices: answer.items, pagination: answer.pagination } })
}

/**
 * POST /admin/riverty/orders/:id/claim `{claim_number}`: links the order to the claim Riverty told
 * the merchant of. Riverty's interfaces name no claim of an order, so the link is checked: one of
 * the claim's invoices must be one of the order's invoices (a 400 on `claim_number` otherwise).
 */
export async function POST(req: AuthenticatedMedusaRequest<OrderClaimBodyType>, res: MedusaResponse) {
  const context = await orderContextOf(req)
  const { result } = await linkRivertyOrderClaimWorkflow(req.scope).run({ input: { context, claim_number: req.validatedBody.claim_number } })
  res.status(200).json({ order_id: context.orderId, claim_number: result.claim_number, invoice_numbers: result.invoice_numbers })
}
