import type { Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { deriveIdempotencyKey, RivertyError, type CountryCode } from "riverty-client"
import { lineFromResponse, returnedByCapture, toItems, type AllocatedLine, type ReturnedQuantity } from "../../../riverty-order"
import { loadOrderForRiverty } from "../../shared/order"
import { logText, rivertyProviderConnection } from "../../../connection"

export interface ReceivedReturnNotificationResult {
  sent: string[]
  skipped: { capture_number: string; reason: string }[]
}

type Row = Record<string, unknown>
const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])

export const rivertySendReceivedReturnNotificationsStepId = "riverty-send-received-return-notifications"

/**
 * A received Medusa return of a captured Riverty order: a return notification per capture that
 * holds the returned lines, so the consumer's invoice is adjusted before it is paid. The service
 * refuses one for a paid invoice, a passed due date or a second notice; those are skipped, not
 * errors (the refund itself goes through refundPayment).
 */
export const rivertySendReceivedReturnNotificationsStep = createStep(
  rivertySendReceivedReturnNotificationsStepId,
  async (input: { order_id: string; return_id: string }, { container }) => {
    const result: ReceivedReturnNotificationResult = { sent: [], skipped: [] }
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: returns } = await query.graph({
      entity: "return",
      fields: ["id", "items.item_id", "items.quantity", "items.received_quantity"],
      filters: { id: input.return_id },
    })
    const order = await loadOrderForRiverty(container, input.order_id)
    const payment = order?.payments.find((p) => p.data.riverty_outcome === "Accepted" && p.data.order_number)
    const connection = payment && rivertyProviderConnection(container, payment.providerId)
    if (!order || !payment || !connection || !returns[0]) return new StepResponse(result)

    const returned: ReturnedQuantity[] = []
    for (const item of rows((returns[0] as Row).items)) {
      const line = order.items.find((i) => i.id === item.item_id)
      const quantity = Number(item.received_quantity ?? 0) || Number(item.quantity ?? 0)
      if (line && quantity > 0) returned.push({ productId: line.productId, quantity })
    }
    const country = payment.data.country ? { country: payment.data.country as CountryCode } : {}
    const rivertyOrder = await connection.client.orders.getOrder(payment.data.order_number, country)
    const captures = (rivertyOrder.captures ?? []).map((c) => ({
      captureNumber: c.captureNumber,
      items: (c.captureItems ?? []).map((i) => lineFromResponse(i)),
    }))
    const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
    for (const [captureNumber, lines] of returnedByCapture(captures, returned)) {
      const totals = toItems(lines as AllocatedLine[])
      try {
        await connection.client.orders.returnNotification(
          payment.data.order_number,
          { captureNumber, totalGrossAmount: totals.totalGrossAmount, items: totals.items, transactionReference: input.return_id.slice(0, 100) },
          { idempotencyKey: deriveIdempotencyKey(input.return_id, captureNumber, "return"), ...country }
        )
        result.sent.push(captureNumber)
      } catch (error) {
        if (!(error instanceof RivertyError) || error.kind !== "request") throw error
        const reason = error.messages[0]?.message ?? error.code ?? "refused"
        logger.info(`Riverty return notification for capture ${logText(captureNumber, 60)} not sent: ${logText(reason)}`)
        result.skipped.push({ capture_number: captureNumber, reason })
      }
    }
    return new StepResponse(result)
  }
)
