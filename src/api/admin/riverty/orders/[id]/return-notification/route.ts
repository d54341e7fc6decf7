import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { ReturnNotificationRequestInput } from "../../../../../../riverty"
import { rivertyConnection } from "../../../../../../connection"
import { countryOf, rivertyReturnNotificationWorkflow } from "../../../../../../workflows/admin-actions"
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
  const request: ReturnNotificationRequestInput = { captureNumber: body.capture_number }
  if (body.items?.length) {
    const { client } = rivertyConnection(req.scope, context.providerId) ?? rivertyConnection(req.scope)
    const order = await client.orders.getOrder(context.orderNumber, countryOf(context))
    const capture = order.captures?.find((c) => c.captureNumber === body.capture_number)
    if (!capture) throw new MedusaError(MedusaError.Types.INVALID_DATA, `capture_number: ${body.capture_number} is not a capture of this order`)
    request.items = body.items.map((pick, index) => {
      const item = capture.captureItems?.find((i) => i.lineNumber === pick.line_number)
      if (!item) throw new MedusaError(MedusaError.Types.INVALID_DATA, `items[${index}].line_number: line ${pick.line_number} is not in capture ${body.capture_number}`)
      if (pick.quantity > Number(item.quantity ?? 0)) {
        throw new MedusaError(MedusaError.Types.INVALID_DATA, `items[${index}].quantity: capture ${body.capture_number} has ${item.quantity} of line ${pick.line_number}`)
      }
      return {
        productId: String(item.productId ?? `line-${pick.line_number}`),
        description: String(item.description ?? item.productId ?? `Line ${pick.line_number}`),
        grossUnitPrice: Number(item.grossUnitPrice ?? 0),
        netUnitPrice: Number(item.netUnitPrice ?? 0),
        vatPercent: Number(item.vatPercent ?? 0),
        vatAmount: Number(item.vatAmount ?? 0),
        quantity: pick.quantity,
        lineNumber: pick.line_number,
      }
    })
  }
  await runAdminWriteOnce(req, res, { orderId: context.orderId, operation: "return-notification" }, async () => {
    const { result } = await rivertyReturnNotificationWorkflow(req.scope).run({ input: { context, body: request } })
    return { status: 201, body: { return_notification: result } }
  })
}
