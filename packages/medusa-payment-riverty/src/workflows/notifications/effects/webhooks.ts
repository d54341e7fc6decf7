import { recordLedgerEntries } from "./ledger"
import { applyPaymentNotification } from "./payments"
import type { EffectInput, EffectResult } from "./types"

interface WebhookPayload {
  Header: { MessageId: string; MessageName: string }
  Body: Record<string, unknown>
}

const text = (value: unknown): string | null => (typeof value === "string" && value ? value : null)
const amount = (value: unknown): number | null => (typeof value === "number" ? value : null)

/**
 * The real service's BNPL webhooks (`{Header, Body}`). An accepted authorization completes the
 * payment like `payments/transactionAuthorized`; every webhook is recorded on the ledger.
 */
export async function webhookEffect({ container, notification }: EffectInput): Promise<EffectResult> {
  const { Header, Body } = notification.payload as unknown as WebhookPayload
  const name = Header.MessageName
  const orderNumber = text(Body.OrderNumber)
  await recordLedgerEntries(container, notification, [
    {
      entry_key: "webhook",
      kind: name === "InvoiceStatus_PaymentReceived" ? "payment_received" : "webhook",
      order_number: orderNumber,
      invoice_reference: text(Body.InvoiceNumber),
      amount: amount(Body.PaidAmount),
      currency: text(Body.Currency),
      status: text(Body.Status) ?? name,
    },
  ])
  const authorizes = name === "AuthorizeAccepted" || (name === "CustomerAuthenticationCompleted" && Body.Status === "Accepted")
  const applied = authorizes && orderNumber ? await applyPaymentNotification(container, notification, orderNumber) : null
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
