import type { NotificationRecord } from "../../../modules/riverty"
import type { LedgerDraft } from "./ledger"
import type { PaymentTransaction } from "./payload-types"
import { hasPaymentPart, isPaymentTransactionType } from "./registry"

const text = (value: unknown): string | null => (typeof value === "string" && value ? value : null)
const amount = (value: unknown): number | null => (typeof value === "number" ? value : null)

/**
 * The ledger entries of a payment transaction notification or a BNPL webhook; none for other
 * types (their effects record their own). Recorded by the processing workflow before Medusa's
 * payment workflow runs, so what Riverty said is on the ledger whatever happens to the payment.
 */
export function paymentLedgerDrafts(notification: NotificationRecord): LedgerDraft[] {
  const type = notification.type ?? ""
  if (isPaymentTransactionType(type)) {
    const { parameters: p } = notification.payload as PaymentTransaction
    return [
      {
        entry_key: "transaction",
        kind: "payment_status",
        order_number: p.paymentTransactionToken,
        status: p.statusChange.to,
        data: { from: p.statusChange.from ?? null, to: p.statusChange.to },
      },
    ]
  }
  if (!hasPaymentPart(type)) return []
  const { Header, Body } = notification.payload as { Header: { MessageName: string }; Body: Record<string, unknown> }
  const name = Header.MessageName
  return [
    {
      entry_key: "webhook",
      kind: name === "InvoiceStatus_PaymentReceived" ? "payment_received" : "webhook",
      order_number: text(Body.OrderNumber),
      invoice_reference: text(Body.InvoiceNumber),
      amount: amount(Body.PaidAmount),
      currency: text(Body.Currency),
      status: text(Body.Status) ?? name,
    },
  ]
}
