import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { updateRivertyShippingDetailsWorkflow } from "../../../../../../../../../workflows/captures/shipping-details"
import { orderContextOf } from "../../../../../lib/context"
import { runAdminWriteOnce } from "../../../../../lib/once"
import { pathParam } from "../../../../../lib/params"
import { toRivertyShipping, type ShippingDetailsBodyType } from "../../../../../lib/schemas"

/** PATCH /admin/riverty/orders/:id/captures/:capture/shipping-details/:shipping: correct them. */
export async function PATCH(req: AuthenticatedMedusaRequest<ShippingDetailsBodyType>, res: MedusaResponse) {
  const captureNumber = pathParam(req, "capture")
  const shippingNumber = Number(pathParam(req, "shipping"))
  const body = req.validatedBody
  const context = await orderContextOf(req)
  const operation = `shipping-details:${captureNumber}:${shippingNumber}`
  await runAdminWriteOnce(req, res, { orderId: context.orderId, operation }, async () => {
    const { result } = await updateRivertyShippingDetailsWorkflow(req.scope).run({
      input: { context, captureNumber, shippingNumber, shipping: toRivertyShipping(body) },
    })
    return { status: 200, body: { shipping_details: result } }
  })
}
