import type { WebhookActionResult } from "@medusajs/framework/types"
import { parseWebhook } from "../../riverty"
import type { QueryGraph } from "./order-mapping"
import { sessionIdFromOrderNumber } from "./order-number"
import type { RivertyProviderOptions } from "./options"
import { actionForNotificationType, WEBHOOK_TO_ACTION } from "./status-mapping"

const NOT_SUPPORTED: WebhookActionResult = { action: "not_supported" }

/** The Riverty order number and the Medusa action a payment notification or BNPL webhook stands for. */
export function interpretNotification(body: unknown): { orderNumber: string; action: WebhookActionResult["action"] } | undefined {
  if (!body || typeof body !== "object") return undefined
  const envelope = body as Record<string, unknown>
  const parameters = envelope.parameters as Record<string, unknown> | undefined
  if (typeof envelope.type === "string" && typeof parameters?.paymentTransactionToken === "string") {
    return { orderNumber: parameters.paymentTransactionToken, action: actionForNotificationType(envelope.type) }
  }
  if (envelope.Header && envelope.Body) {
    try {
      const parsed = parseWebhook(body)
      const name = parsed.webhook.Header.MessageName
      const webhookBody = parsed.webhook.Body as Record<string, unknown>
      const map = WEBHOOK_TO_ACTION[name]
      if (!map || typeof webhookBody.OrderNumber !== "string") return undefined
      return { orderNumber: webhookBody.OrderNumber, action: map(webhookBody) }
    } catch {
      return undefined
    }
  }
  return undefined
}

/**
 * What a verified notification body means for Medusa: the action and the payment session it is
 * for, or not_supported for anything foreign. The one interpretation: Medusa's `/hooks/payment`
 * path (through the provider) and the notification inbox both apply it, the inbox straight from
 * its stored record.
 */
export async function paymentActionOf(
  body: unknown,
  options: Pick<RivertyProviderOptions, "orderNumberPrefix">,
  query: QueryGraph | undefined,
): Promise<WebhookActionResult> {
  const meaning = interpretNotification(body)
  if (!meaning || meaning.action === "not_supported") return NOT_SUPPORTED
  const sessionId = sessionIdFromOrderNumber(meaning.orderNumber, options)
  if (!sessionId) return NOT_SUPPORTED
  return { action: meaning.action, data: { session_id: sessionId, amount: await sessionAmount(query, sessionId) } }
}

/** Medusa wants the amount in major units; Riverty's payment notifications carry none. */
async function sessionAmount(query: QueryGraph | undefined, sessionId: string): Promise<number> {
  if (!query) return 0
  const { data } = await query.graph({ entity: "payment_session", fields: ["id", "amount"], filters: { id: sessionId } })
  const amount = (data[0] as { amount?: unknown } | undefined)?.amount
  return typeof amount === "number" ? amount : Number(amount ?? 0)
}
