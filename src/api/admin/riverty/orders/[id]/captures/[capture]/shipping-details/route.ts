import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { rivertyAddShippingDetailsWorkflow } from "../../../../../../../../workflows/admin-actions"
import { orderContextOf } from "../../../../lib/context"
import { ShippingDetailsBody, toRivertyShipping } from "../../../../lib/schemas"
import { parseBody } from "../../../../lib/validate"

/** POST /admin/riverty/orders/:id/captures/:capture/shipping-details: add carrier and tracking. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const body = parseBody(ShippingDetailsBody, req.body)
  const context = await orderContextOf(req)
  const { result } = await rivertyAddShippingDetailsWorkflow(req.scope).run({
    input: { context, captureNumber: req.params.capture, shipping: toRivertyShipping(body) },
  })
  res.status(201).json({ shipping_details: result })
}
