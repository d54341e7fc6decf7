import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendRivertyReturnNotificationWorkflow } from "../../../../../../workflows/return-notifications"
import { orderContextOf } from "../../lib/context"
import { runAdminWriteOnce } from "../../lib/once"
import { ReturnNotificationBody } from "../../lib/schemas"
import { parseBody } from "../../lib/validate"

/**
 * POST /admin/riverty/orders/:id/return-notification: tell Riverty the customer sent (part of)
 * a capture back, which pauses its dunning. No lines means the whole capture.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const body = parseBody(ReturnNotificationBody, req.body)
  const context = await orderContextOf(req)
  await runAdminWriteOnce(req, res, { orderId: context.orderId, operation: "return-notification" }, async () => {
    const { result } = await sendRivertyReturnNotificationWorkflow(req.scope).run({
      input: { context, capture_number: body.capture_number, items: body.items },
    })
    return { status: 201, body: { return_notification: result } }
  })
}
