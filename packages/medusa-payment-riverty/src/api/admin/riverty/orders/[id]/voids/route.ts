import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { voidRivertyRemainderWorkflow } from "../../../../../../workflows/voids/void-remainder"
import { orderContextOf } from "../../lib/context"
import { runAdminWriteOnce } from "../../lib/once"
import { buildOrderView } from "../../lib/order-view"

/** GET /admin/riverty/orders/:id/voids: Riverty's cancellations of the authorization. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const view = await buildOrderView(req.scope, await orderContextOf(req))
  res.json({ voids: view.voids, riverty_error: view.riverty_error })
}

/** POST /admin/riverty/orders/:id/voids: void the uncaptured remainder of the authorization. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const context = await orderContextOf(req)
  await runAdminWriteOnce(req, res, { orderId: context.orderId, operation: "void-remainder" }, async (requestKey) => {
    const { result } = await voidRivertyRemainderWorkflow(req.scope).run({ input: { context, requestKey } })
    return { status: 201, body: { void: result } }
  })
}
