import { Text } from "@medusajs/ui"
import { date, money } from "../../lib/format"
import type { RivertyOrderView } from "../../../api/admin/riverty/views"
import { Section } from "./section"

/** Refunds (credit notes) and voids of the authorization. */
export function MoneyMovementsSection({ view }: { view: RivertyOrderView }) {
  const empty = view.refunds.length === 0 && view.voids.length === 0
  return (
    <Section title="Refunds and voids" empty="No refunds or voids." isEmpty={empty}>
      <ul className="flex flex-col gap-y-1">
        {view.refunds.map((refund) => (
          <li key={`r-${refund.refund_number}`}>
            <Text size="small">
              Refund {refund.refund_number}
              {refund.credit_note_number ? ` (credit note ${refund.credit_note_number})` : ""} of capture {refund.capture_number ?? "–"}:{" "}
              {money(refund.amount, view.currency)} · {date(refund.created_at)}
            </Text>
          </li>
        ))}
        {view.voids.map((entry) => (
          <li key={`v-${entry.cancellation_number}`}>
            <Text size="small">
              Void {entry.cancellation_number}: {money(entry.amount, view.currency)}
            </Text>
          </li>
        ))}
      </ul>
    </Section>
  )
}
