import { Text } from "@medusajs/ui"
import { date, money } from "../../lib/format"
import type { RivertyOrderView } from "../../../api/admin/riverty/views"
import { Section } from "./section"
import { useTranslation } from "react-i18next"

/** Refunds (credit notes) and voids of the authorization. */
export function MoneyMovementsSection({ view }: { view: RivertyOrderView }) {
  const { t } = useTranslation()
  const empty = view.refunds.length === 0 && view.voids.length === 0
  return (
    <Section title={t("riverty.movements.title")} empty={t("riverty.movements.empty")} isEmpty={empty}>
      <ul className="flex flex-col gap-y-1">
        {view.refunds.map((refund) => (
          <li key={`r-${refund.refund_number}`}>
            <Text size="small">
              {t(refund.credit_note_number ? "riverty.movements.refundWithCreditNote" : "riverty.movements.refund", {
                number: refund.refund_number,
                creditNote: refund.credit_note_number,
                capture: refund.capture_number ?? "–",
                amount: money(refund.amount, view.currency),
                date: date(refund.created_at),
              })}
            </Text>
          </li>
        ))}
        {view.voids.map((entry) => (
          <li key={`v-${entry.cancellation_number}`}>
            <Text size="small">
              {t("riverty.movements.void", { number: entry.cancellation_number, amount: money(entry.amount, view.currency) })}
            </Text>
          </li>
        ))}
      </ul>
    </Section>
  )
}
