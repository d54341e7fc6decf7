import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { rivertyUpdateShippingDetailsWorkflow } from "../../../../../../../../../workflows/admin-actions"
import { orderContextOf } from "../../../../../lib/context"
import { ShippingDetailsBody, toRivertyShipping } from "../../../../../lib/schemas"
import { parseBody } from "../../../../../lib/validate"

/** PATCH /admin/riverty/orders/:id/captures/:capture/shipping-details/:shipping: correct them. */
export async function PATCH(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const shippingNumber = Number(req.params.shipping)
  if (!Number.isInteger(shippingNumber) || shippingNumber <= 0) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "shipping: must be a shipping number")
  }
  const body = parseBody(ShippingDetailsBody, req.body)
  const context = await orderContextOf(req)
  const { result } = await rivertyUpdateShippingDetailsWorkflow(req.scope).run({
    input: { context, captureNumber: req.params.capture, shippingNumber, shipping: toRivertyShipping(body) },
  })
  res.json({ shipping_details: result })
}
