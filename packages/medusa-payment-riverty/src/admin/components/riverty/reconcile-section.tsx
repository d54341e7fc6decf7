import { Alert, Button, Text } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { money } from "../../lib/format"
import { refreshOrder } from "../../lib/order-refresh"
import { messageOf } from "../../lib/riverty-api"
import { rivertyCustomersApi } from "../../lib/riverty-customers-api"
import type { ReconcileView } from "../../../api/admin/riverty/views"
import type { Translate } from "../../lib/locale"
import { Section } from "./section"
import { useTranslation } from "react-i18next"

const AMOUNT_KEYS = {
  authorized: { words: "riverty.reconcile.amount.authorized", name: "riverty.reconcile.name.authorized" },
  captured: { words: "riverty.reconcile.amount.captured", name: "riverty.reconcile.name.captured" },
  refunded: { words: "riverty.reconcile.amount.refunded", name: "riverty.reconcile.name.refunded" },
  voided: { words: "riverty.reconcile.amount.voided", name: "riverty.reconcile.name.voided" },
} as const

/** The four amounts as one sentence, e.g. "authorized €125.95, captured €120.00, refunded €0.00, voided €0.00". */
function amountsInWords(amounts: ReconcileView["medusa"], currency: string, t: Translate): string {
  return (Object.keys(AMOUNT_KEYS) as Array<keyof typeof AMOUNT_KEYS>)
    .map((amount) => t(AMOUNT_KEYS[amount].words, { amount: money(amounts[amount], currency) }))
    .join(", ")
}

/** The result of a reconcile in words: agreement, or each amount on which Medusa and Riverty differ. */
export function ReconcileResult({ result }: { result: ReconcileView }) {
  const { t } = useTranslation()
  if (result.in_sync) {
    return (
      <Alert variant="success" data-testid="reconcile-result">
        {t("riverty.reconcile.agree", { amounts: amountsInWords(result.riverty, result.currency, t) })}
      </Alert>
    )
  }
  return (
    <Alert variant="warning" data-testid="reconcile-result">
      <Text size="small" weight="plus">
        {t("riverty.reconcile.differ", { count: result.differences.length })}
      </Text>
      <ul className="mt-1 list-disc pl-4">
        {result.differences.map((difference) => (
          <li key={difference.amount}>
            <Text size="small">
              {t("riverty.reconcile.difference", {
                amount: AMOUNT_KEYS[difference.amount] ? t(AMOUNT_KEYS[difference.amount].name) : difference.amount,
                medusa: money(difference.medusa, result.currency),
                riverty: money(difference.riverty, result.currency),
              })}
            </Text>
          </li>
        ))}
      </ul>
    </Alert>
  )
}

/** "Reconcile now": compares Medusa's amounts with Riverty's order as it is now (changes nothing). */
export function ReconcileSection({ orderId }: { orderId: string }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const reconcile = useMutation({
    mutationFn: () => rivertyCustomersApi.reconcile(orderId),
    // Riverty may have moved on since the page loaded: show Medusa's and the panel's latest too.
    onSuccess: () => refreshOrder(queryClient, orderId),
  })
  return (
    <Section
      title={t("riverty.reconcile.title")}
      actions={
        <Button size="small" variant="secondary" onClick={() => reconcile.mutate()} isLoading={reconcile.isPending}>
          {t("riverty.reconcile.now")}
        </Button>
      }
      empty={t("riverty.reconcile.explain")}
      isEmpty={!reconcile.data && !reconcile.isError}
    >
      {reconcile.isError ? <Alert variant="error">{t("riverty.reconcile.failed", { message: messageOf(reconcile.error) })}</Alert> : null}
      {reconcile.data ? <ReconcileResult result={reconcile.data} /> : null}
    </Section>
  )
}
