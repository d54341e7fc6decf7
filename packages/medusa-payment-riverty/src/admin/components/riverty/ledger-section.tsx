import { Badge, Text } from "@medusajs/ui"
import { date, money } from "../../lib/format"
import { safeHttpUrl } from "riverty-storefront"
import type { LedgerView as LedgerEntry, RivertyOrderView } from "../../../api/admin/riverty/views"
import type { Translate } from "../../lib/locale"
import { Section } from "./section"
import { useTranslation } from "react-i18next"

const KIND_KEYS: Record<string, string> = {
  invoice: "riverty.ledger.kind.invoice",
  document: "riverty.ledger.kind.document",
  payment_received: "riverty.ledger.kind.payment_received",
  reminder: "riverty.ledger.kind.reminder",
  chargeback: "riverty.ledger.kind.chargeback",
  refund: "riverty.ledger.kind.refund",
  payment_status: "riverty.ledger.kind.payment_status",
}

// Riverty's statuses of a payment or invoice as notifications carry them; another is shown as Riverty wrote it.
const STATUS_KEYS: Record<string, string> = {
  authorized: "riverty.ledger.status.authorized",
  captured: "riverty.ledger.status.captured",
  refunded: "riverty.ledger.status.refunded",
  canceled: "riverty.ledger.status.canceled",
  created: "riverty.ledger.status.created",
}

const statusText = (status: string | null, t: Translate): string | null =>
  status && STATUS_KEYS[status.toLowerCase()] ? t(STATUS_KEYS[status.toLowerCase()]) : status

const HIDDEN_KINDS = new Set(["balance", "gl_balance", "edi_error"])

function describe(entry: LedgerEntry, t: Translate): string {
  const parts = [
    entry.invoice_reference ? t("riverty.ledger.invoiceReference", { reference: entry.invoice_reference }) : null,
    entry.amount !== null ? money(entry.amount, entry.currency ?? "EUR") : null,
    statusText(entry.status, t),
  ]
  return parts.filter(Boolean).join(" · ")
}

/** What Riverty reported by notification: invoices and documents (links), payments, reminders, chargebacks. */
export function LedgerSection({ view }: { view: RivertyOrderView }) {
  // Balances are the customer's account, not this order; return validations show in the return orders.
  const { t } = useTranslation()
  const entries = view.ledger.filter((entry) => !HIDDEN_KINDS.has(entry.kind))
  return (
    <Section title={t("riverty.ledger.title")} empty={t("riverty.ledger.empty")} isEmpty={entries.length === 0}>
      <ul className="flex flex-col gap-y-1">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-center gap-x-2">
            <Badge size="2xsmall">{KIND_KEYS[entry.kind] ? t(KIND_KEYS[entry.kind]) : entry.kind}</Badge>
            <Text size="small">{describe(entry, t)}</Text>
            {safeHttpUrl(entry.document_url) ? (
              <a href={safeHttpUrl(entry.document_url)} target="_blank" rel="noreferrer" className="text-ui-fg-interactive txt-small hover:underline">
                {t("riverty.ledger.openDocument")}
              </a>
            ) : entry.document_url ? (
              <Text size="xsmall" className="text-ui-fg-muted">
                {t("riverty.ledger.refusedLink")}
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
