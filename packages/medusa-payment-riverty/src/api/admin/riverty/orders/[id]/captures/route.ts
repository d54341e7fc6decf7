import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { captureRivertyLinesWorkflow } from "../../../../../../workflows/captures/capture-lines"
import { orderContextOf } from "../../lib/context"
import { runAdminWriteOnce } from "../../lib/once"
import { buildOrderView } from "../../lib/order-view"
import { toRivertyShipping, type CaptureLinesBodyType } from "../../lib/schemas"

/** GET /admin/riverty/orders/:id/captures: Riverty's captures (invoices) with shipping details. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const view = await buildOrderView(req.scope, await orderContextOf(req))
  res.json({ captures: view.captures, riverty_error: view.riverty_error })
}

/** POST /admin/riverty/orders/:id/captures: capture chosen lines, optionally with carrier and tracking. */
export async function POST(req: AuthenticatedMedusaRequest<CaptureLinesBodyType>, res: MedusaResponse) {
  const body = req.validatedBody
  const context = await orderContextOf(req)
  await runAdminWriteOnce(req, res, { orderId: context.orderId, operation: "capture-lines" }, async (requestKey) => {
    const { result } = await captureRivertyLinesWorkflow(req.scope).run({
      input: {
        context,
        items: body.items,
        shipping: body.shipping ? toRivertyShipping(body.shipping) : undefined,
        requestKey,
      },
    })
    return { status: 201, body: { capture: { capture_number: result.captureNumber, amount: result.capturedAmount } } }
  })
}
