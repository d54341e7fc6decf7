import { Badge, Text } from "@medusajs/ui"
import { date, money } from "../../lib/format"
import { safeHttpUrl } from "riverty-storefront"
import type { LedgerView as LedgerEntry, RivertyOrderView } from "../../../api/admin/riverty/views"
import { Section } from "./section"

const KIND_LABELS: Record<string, string> = {
  invoice: "Invoice",
  document: "Document",
  payment_received: "Payment received",
  reminder: "Reminder",
  chargeback: "Chargeback",
  refund: "Refund paid out",
  balance: "Balance",
  payment_status: "Payment status",
}

const HIDDEN_KINDS = new Set(["balance", "gl_balance", "edi_error"])

function describe(entry: LedgerEntry): string {
  const parts = [
    entry.invoice_reference ? `invoice ${entry.invoice_reference}` : null,
    entry.amount !== null ? money(entry.amount, entry.currency ?? "EUR") : null,
    entry.status,
  ]
  return parts.filter(Boolean).join(" · ")
}

/** What Riverty reported by notification: invoices and documents (links), payments, reminders, chargebacks. */
export function LedgerSection({ view }: { view: RivertyOrderView }) {
  // Balances are the customer's account, not this order; return validations show in the return orders.
  const entries = view.ledger.filter((entry) => !HIDDEN_KINDS.has(entry.kind))
  return (
    <Section title="Invoices, documents and payments" empty="Riverty has not reported any invoice or payment yet." isEmpty={entries.length === 0}>
      <ul className="flex flex-col gap-y-1">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-center gap-x-2">
            <Badge size="2xsmall">{KIND_LABELS[entry.kind] ?? entry.kind}</Badge>
            <Text size="small">{describe(entry)}</Text>
            {safeHttpUrl(entry.document_url) ? (
              <a href={safeHttpUrl(entry.document_url)} target="_blank" rel="noreferrer" className="text-ui-fg-interactive txt-small hover:underline">
                Open document
              </a>
            ) : entry.document_url ? (
              <Text size="xsmall" className="text-ui-fg-muted">
                Document link refused (not http or https)
              </Text>
            ) : null}
            <Text size="xsmall" className="text-ui-fg-muted ml-auto">
              {date(entry.occurred_at)}
            </Text>
          </li>
        ))}
      </ul>
    </Section>
  )
}
