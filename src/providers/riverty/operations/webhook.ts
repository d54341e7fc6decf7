import type { ProviderWebhookPayload, WebhookActionResult } from "@medusajs/framework/types"
import { parseWebhook, verifyNotificationSignature } from "../../../riverty"
import { sessionIdFromOrderNumber } from "../order-number"
import { actionForNotificationType, WEBHOOK_TO_ACTION } from "../status-mapping"
import type { OperationContext } from "./context"

type Payload = ProviderWebhookPayload["payload"]
const NOT_SUPPORTED: WebhookActionResult = { action: "not_supported" }

/** rawData is a Buffer in process and `{type: "Buffer", data}` after a Redis event bus. */
export function rawBytes(raw: unknown): Buffer | string | undefined {
  if (Buffer.isBuffer(raw) || typeof raw === "string") return raw
  if (raw && typeof raw === "object" && (raw as { type?: unknown }).type === "Buffer") {
    return Buffer.from((raw as { data: number[] }).data)
  }
  return undefined
}

function headerOf(headers: Record<string, unknown>, name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()]
  return Array.isArray(value) ? String(value[0]) : typeof value === "string" ? value : undefined
}

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
 * Medusa's webhook path (payment.webhook_received, or the notifications inbox calling the payment
 * module): verifies Riverty-Signature over the raw bytes with `notificationSecret`, then maps a
 * payment notification to the session it belongs to. Anything unverified or foreign is
 * not_supported, which Medusa ignores.
 */
export async function getWebhookActionAndData(ctx: OperationContext, payload: Payload): Promise<WebhookActionResult> {
  const secret = ctx.options.notificationSecret
  const raw = rawBytes(payload.rawData)
  if (!secret || raw === undefined) {
    ctx.logger?.warn("Riverty: notification ignored (no notificationSecret configured or no raw body)")
    return NOT_SUPPORTED
  }
  const check = verifyNotificationSignature(headerOf(payload.headers ?? {}, "riverty-signature"), raw, secret)
  if (!check.valid) {
    ctx.logger?.warn(`Riverty: notification refused (${check.reason})`)
    return NOT_SUPPORTED
  }
  let body: unknown = payload.data
  if (!body || Object.keys(body as object).length === 0) {
    try {
      body = JSON.parse(raw.toString())
    } catch {
      return NOT_SUPPORTED
    }
  }
  const meaning = interpretNotification(body)
  if (!meaning || meaning.action === "not_supported") return NOT_SUPPORTED
  const sessionId = sessionIdFromOrderNumber(meaning.orderNumber, ctx.options)
  if (!sessionId) return NOT_SUPPORTED
  return { action: meaning.action, data: { session_id: sessionId, amount: await sessionAmount(ctx, sessionId) } }
}

/** Medusa wants the amount in major units; Riverty's payment notifications carry none. */
async function sessionAmount(ctx: OperationContext, sessionId: string): Promise<number> {
  if (!ctx.query) return 0
  const { data } = await ctx.query.graph({ entity: "payment_session", fields: ["id", "amount"], filters: { id: sessionId } })
  const amount = (data[0] as { amount?: unknown } | undefined)?.amount
  return typeof amount === "number" ? amount : Number(amount ?? 0)
}
