import { paymentApplied } from "./payments"
import type { EffectInput, EffectResult } from "./types"

interface WebhookPayload {
  Header: { MessageId: string; MessageName: string }
  Body: Record<string, unknown>
}

const text = (value: unknown): string | null => (typeof value === "string" && value ? value : null)

/**
 * The real service's BNPL webhooks (`{Header, Body}`). An accepted authorization completes the
 * payment like `payments/transactionAuthorized` (the workflow's payment steps, before this
 * effect); every webhook is recorded on the ledger.
 */
export async function webhookEffect({ container, notification, payment }: EffectInput): Promise<EffectResult> {
  const { Header, Body } = notification.payload as unknown as WebhookPayload
  const name = Header.MessageName
  const orderNumber = text(Body.OrderNumber)
  // The processing workflow read (and applied) the webhooks that authorize; the others are recorded.
  const applied = payment ? await paymentApplied(container, payment) : null
  return {
    outcome: applied?.outcome ?? `webhook ${name} recorded`,
    eventData: {
      notification_id: Header.MessageId,
      type: notification.type,
      message_name: name,
      order_number: orderNumber,
      status: text(Body.Status),
      action: applied?.action ?? null,
      order_id: applied?.orderId ?? null,
    },
  }
}
