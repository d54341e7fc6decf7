import type { ProviderWebhookPayload, WebhookActionResult } from "@medusajs/framework/types"
import { verifyNotificationSignature } from "riverty-client"
import type { QueryGraph } from "../order-mapping"
import { orderNumberFor, sessionIdFromOrderNumber } from "../order-number"
import { methodOfProviderId } from "../payment-methods"
import { notificationAction, paymentActionOf, readPaymentNotification } from "../payment-notification"
import { RECEIVED_AT_HEADER } from "../received-at"
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

/**
 * Medusa's `/hooks/payment/:provider` path (Medusa calls this 5 s or more after the request, from
 * its event bus): verifies Riverty-Signature over the raw bytes with the plugin's notification
 * secret, then maps a payment notification to its session. The signature's age is measured at
 * receipt: the plugin's middleware on that path stamps the receipt time (overwriting anything the
 * sender put there) and refuses stale ones at once, so a backlog of events does not drop valid
 * notifications. The session is the one this provider's order number names; the meaning is the
 * inbox's (`paymentActionOf`). Anything unverified or foreign is not_supported, which Medusa ignores.
 */
export async function getWebhookActionAndData(ctx: OperationContext, payload: Payload): Promise<WebhookActionResult> {
  // The plugin's secret is the one source; a provider value, if any, equals it (checked at start).
  const secret = ctx.options.notificationSecret ?? ctx.riverty?.options.notificationSecret
  const raw = rawBytes(payload.rawData)
  if (!secret || raw === undefined) {
    ctx.logger?.warn("Riverty: notification ignored (no notificationSecret configured or no raw body)")
    return NOT_SUPPORTED
  }
  const headers = payload.headers ?? {}
  const receivedAt = Number(headerOf(headers, RECEIVED_AT_HEADER))
  const check = verifyNotificationSignature(headerOf(headers, "riverty-signature"), raw, secret, {
    toleranceSeconds: ctx.riverty?.options.signatureToleranceSeconds,
    now: Number.isSafeInteger(receivedAt) && receivedAt > 0 ? receivedAt : undefined,
  })
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
  const notification = readPaymentNotification(body)
  if (!notification?.orderNumber || notificationAction(notification) === "not_supported") return NOT_SUPPORTED
  const sessionId = sessionIdFromOrderNumber(notification.orderNumber, ctx.options)
  if (!sessionId) return NOT_SUPPORTED
  // The order number only names a session id; a session of another provider (or one Medusa
  // deleted) is none of Riverty's business, however well signed the notification is.
  const session = await rivertySession(ctx.query, sessionId)
  if (!session) {
    ctx.logger?.warn(`Riverty: notification for ${notification.orderNumber} ignored: no Riverty payment session ${sessionId}`)
    return NOT_SUPPORTED
  }
  return paymentActionOf(notification, {
    id: sessionId,
    amount: session.amount,
    orderNumber: orderNumberFor(sessionId, ctx.options),
  })
}

/**
 * The session with its amount (Medusa wants one, and Riverty's payment notifications carry none),
 * when it exists and one of the Riverty providers holds it; undefined otherwise.
 */
async function rivertySession(query: QueryGraph | undefined, sessionId: string): Promise<{ amount: unknown } | undefined> {
  if (!query) return undefined
  const { data } = await query.graph({ entity: "payment_session", fields: ["id", "amount", "provider_id"], filters: { id: sessionId } })
  const session = data[0] as { amount?: unknown; provider_id?: unknown } | undefined
  if (!session || typeof session.provider_id !== "string" || !methodOfProviderId(session.provider_id)) return undefined
  return { amount: session.amount }
}
