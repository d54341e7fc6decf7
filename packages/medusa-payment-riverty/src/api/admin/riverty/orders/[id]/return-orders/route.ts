import { randomBytes } from "node:crypto"
import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createRivertyReturnOrderWorkflow } from "../../../../../../workflows/return-orders/create-return-order"
import { actorOf, orderContextOf } from "../../lib/context"
import { runAdminWriteOnce } from "../../lib/once"
import { listReturnOrders, returnOrderView } from "../../lib/order-view"
import type { CreateReturnOrderBodyType } from "../../lib/schemas"

/** GET /admin/riverty/orders/:id/return-orders: the order's return orders with their status. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const context = await orderContextOf(req)
  const records = await listReturnOrders(req.scope, context.orderId)
  res.json({ return_orders: records.map(returnOrderView) })
}

/**
 * POST /admin/riverty/orders/:id/return-orders: send a return order to Riverty's accounting
 * module. Answered 202 with status `requested`: Riverty validates it later and answers by
 * notification (accepted, or failed with field errors; refunded when the money went back).
 */
export async function POST(req: AuthenticatedMedusaRequest<CreateReturnOrderBodyType>, res: MedusaResponse) {
  const body = req.validatedBody
  const context = await orderContextOf(req)
  await runAdminWriteOnce(req, res, { orderId: context.orderId, operation: "return-order" }, async () => {
    const { result } = await createRivertyReturnOrderWorkflow(req.scope).run({
      input: {
        context,
        draft: {
          items: body.items,
          return_reason: body.return_reason,
          return_date: body.return_date,
          return_reference: body.return_reference ?? `RET-${context.displayId ?? "X"}-${randomBytes(3).toString("hex").toUpperCase()}`,
          discount: body.discount,
          bank_details: body.bank_details,
        },
        requestedBy: actorOf(req),
      },
    })
    const records = await listReturnOrders(req.scope, context.orderId)
    const created = records.find((r) => r.id === result.id)
    return { status: 202, body: { return_order: created ? returnOrderView(created) : { id: result.id, status: "requested" } } }
  })
}
