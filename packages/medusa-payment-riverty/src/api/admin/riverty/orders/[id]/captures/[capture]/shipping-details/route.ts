import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { addRivertyShippingDetailsWorkflow } from "../../../../../../../../workflows/captures/shipping-details"
import { orderContextOf } from "../../../../lib/context"
import { runAdminWriteOnce } from "../../../../lib/once"
import { pathParam } from "../../../../lib/params"
import { toRivertyShipping, type ShippingDetailsBodyType } from "../../../../lib/schemas"

/** POST /admin/riverty/orders/:id/captures/:capture/shipping-details: add carrier and tracking. */
export async function POST(req: AuthenticatedMedusaRequest<ShippingDetailsBodyType>, res: MedusaResponse) {
  const captureNumber = pathParam(req, "capture")
  const body = req.validatedBody
  const context = await orderContextOf(req)
  await runAdminWriteOnce(req, res, { orderId: context.orderId, operation: `shipping-details:${captureNumber}` }, async () => {
    const { result } = await addRivertyShippingDetailsWorkflow(req.scope).run({
      input: { context, captureNumber, shipping: toRivertyShipping(body) },
    })
    return { status: 201, body: { shipping_details: result } }
  })
}
