import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendRivertyReturnNotificationWorkflow } from "../../../../../../workflows/return-notifications/send-return-notification"
import { orderContextOf } from "../../lib/context"
import { runAdminWriteOnce } from "../../lib/once"
import type { ReturnNotificationBodyType } from "../../lib/schemas"

/**
 * POST /admin/riverty/orders/:id/return-notification: tell Riverty the customer sent (part of)
 * a capture back, which pauses its dunning. No lines means the whole capture.
 */
export async function POST(req: AuthenticatedMedusaRequest<ReturnNotificationBodyType>, res: MedusaResponse) {
  const body = req.validatedBody
  const context = await orderContextOf(req)
  await runAdminWriteOnce(req, res, { orderId: context.orderId, operation: "return-notification" }, async (requestKey) => {
    const { result } = await sendRivertyReturnNotificationWorkflow(req.scope).run({
      input: { context, capture_number: body.capture_number, items: body.items, request_key: requestKey },
    })
    return { status: 201, body: { return_notification: result } }
  })
}
