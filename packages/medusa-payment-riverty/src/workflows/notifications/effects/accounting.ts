import { amountToCents } from "riverty-client/normalise"
import type * as P from "./payload-types"
import { recordLedgerEntries, withoutPersonalData, type LedgerDraft } from "./ledger"
import type { EffectInput, EffectResult, EffectsOf, NotificationEffect } from "./types"

/** Integer-cent sum of gross unit price x quantity, back in major units. */
function itemsGross(items: Array<{ grossUnitPrice: number; quantity: number }>): number {
  const cents = items.reduce((sum, item) => sum + amountToCents(item.grossUnitPrice) * item.quantity, 0)
  return cents / 100
}

/** One ledger entry (or several) per accounting notification; the event carries the same facts. */
export function ledgerEffect<T>(draftsOf: (payload: T) => LedgerDraft[]): NotificationEffect {
  return async ({ container, notification }: EffectInput): Promise<EffectResult> => {
    const payload = notification.payload as T
    const drafts = draftsOf(payload)
    const added = await recordLedgerEntries(container, notification, drafts)
    return {
      outcome: `ledger: ${drafts.length} entr${drafts.length === 1 ? "y" : "ies"} (${added} new)`,
      eventData: {
        notification_id: notification.notification_id,
        type: notification.type,
        entries: drafts.map((d) => ({ ...d, data: undefined })),
      },
    }
  }
}

export const accountingEffects: EffectsOf<"accounting/"> = {
  "accounting/invoiceCreated": ledgerEffect<P.InvoiceCreated>(({ parameters: p }) => [
    {
      entry_key: "invoice",
      kind: "invoice",
      order_number: p.orderReference,
      invoice_reference: p.invoiceReference,
      amount: p.totals?.grossUnitPrice ?? itemsGross(p.items),
      currency: p.currency,
      status: "created",
      document_url: p.invoiceDocumentUrl ?? null,
      data: withoutPersonalData({
        invoiceDate: p.invoiceDate,
        dueDate: p.dueDate,
        customerNumber: p.customerNumber,
        businessCode: p.businessCode,
        items: p.items,
        totals: p.totals,
      }) as Record<string, unknown>,
    },
  ]),
  "accounting/documentCreated": ledgerEffect<P.DocumentCreated>(({ parameters: p }) =>
    p.documents.map((document, index) => {
      const info = document.documentInformation[0]
      return {
        entry_key: `document:${index}`,
        kind: "document",
        order_number: info?.orderReference ?? null,
        invoice_reference: info?.invoiceReference ?? null,
        status: document.documentType,
        document_url: document.urlKey,
        data: { documentInformation: document.documentInformation },
      }
    }),
  ),
  "accounting/paymentReceived": ledgerEffect<P.PaymentReceived>(({ parameters: p }) => [
    {
      entry_key: "payment",
      kind: "payment_received",
      order_number: p.orderReference,
      invoice_reference: p.invoiceReference,
      amount: p.paidAmount,
      currency: p.currency,
      status: p.remainingAmount > 0 ? "partially_paid" : "paid",
      data: { orderAmount: p.orderAmount, remainingAmount: p.remainingAmount, paymentDocument: p.paymentDocument },
    },
  ]),
  "accounting/balanceUpdated": ledgerEffect<P.BalanceUpdated>(({ parameters: p }) => [
    {
      entry_key: "balance",
      kind: "balance",
      amount: p.balance,
      currency: p.currency,
      status: p.debitCredit,
      data: { customerNumber: p.customerNumber, businessCode: p.businessCode, transactionId: p.transactionId },
    },
  ]),
  "accounting/chargebackReceived": ledgerEffect<P.ChargebackReceived>(({ parameters: p }) => [
    {
      entry_key: "chargeback",
      kind: "chargeback",
      order_number: p.orderReference,
      invoice_reference: p.invoiceReference ?? null,
      amount: p.amount,
      currency: p.currency,
      status: p.type ?? null,
    },
  ]),
  "accounting/reminderSent": ledgerEffect<P.ReminderSent>(({ parameters: p }) => [
    {
      entry_key: "reminder",
      kind: "reminder",
      order_number: p.orderReference,
      invoice_reference: p.invoiceReference,
      status: `level ${p.reminderLevel}`,
      data: { reminderLevel: p.reminderLevel },
    },
  ]),
  "accounting/refundCompleted": ledgerEffect<P.RefundCompleted>(({ parameters: p }) => [
    {
      entry_key: "refund",
      kind: "refund",
      order_number: p.orderReference,
      invoice_reference: p.invoiceReference ?? null,
      amount: p.refundedToOriginalPaymentInstrument,
      currency: p.currency,
      status: "completed",
      data: { returnReference: p.returnReference ?? null },
    },
  ]),
  "accounting/EdiErrorSent": ledgerEffect<P.EdiErrorSent>(({ parameters: p }) => [
    {
      entry_key: "edi",
      kind: "edi_error",
      order_number: p.details.orderReference ?? null,
      status: p.requestType,
      data: withoutPersonalData({ errorDetails: p.details.errorDetails, transactionId: p.transactionId }) as Record<string, unknown>,
    },
  ]),
  "accounting/dailyGlaccountBalance": ledgerEffect<P.DailyLedger>(({ documents }) =>
    documents.map((document, index) => ({
      entry_key: `gl:${index}`,
      kind: "gl_balance",
      currency: document.currency,
      status: `${document.fiscalYear}/${document.fiscalPeriod}`,
      data: {
        entryDate: document.entryDate,
        documentNumber: document.documentNumber,
        businessCode: document.businessCode,
        lineItems: document.lineItems.length,
      },
    })),
  ),
}
