import { Alert, Button, Text } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { money } from "../../lib/format"
import { refreshOrder } from "../../lib/order-refresh"
import { messageOf } from "../../lib/riverty-api"
import { rivertyCustomersApi } from "../../lib/riverty-customers-api"
import type { ReconcileView } from "../../../api/admin/riverty/views"
import { Section } from "./section"

const AMOUNTS = ["authorized", "captured", "refunded", "voided"] as const

/** The four amounts as one sentence, e.g. "authorized €125.95, captured €120.00, refunded €0.00, voided €0.00". */
function amountsInWords(amounts: ReconcileView["medusa"], currency: string): string {
  return AMOUNTS.map((amount) => `${amount} ${money(amounts[amount], currency)}`).join(", ")
}

/** The result of a reconcile in words: agreement, or each amount on which Medusa and Riverty differ. */
export function ReconcileResult({ result }: { result: ReconcileView }) {
  if (result.in_sync) {
    return (
      <Alert variant="success" data-testid="reconcile-result">
        Medusa and Riverty agree: {amountsInWords(result.riverty, result.currency)}.
      </Alert>
    )
  }
  return (
    <Alert variant="warning" data-testid="reconcile-result">
      <Text size="small" weight="plus">
        Medusa and Riverty differ on {result.differences.length === 1 ? "one amount" : `${result.differences.length} amounts`}:
      </Text>
      <ul className="mt-1 list-disc pl-4">
        {result.differences.map((difference) => (
          <li key={difference.amount}>
            <Text size="small">
              {difference.message} (Medusa {money(difference.medusa, result.currency)}, Riverty {money(difference.riverty, result.currency)})
            </Text>
          </li>
        ))}
      </ul>
    </Alert>
  )
}

/** "Reconcile now": compares Medusa's amounts with Riverty's order as it is now (changes nothing). */
export function ReconcileSection({ orderId }: { orderId: string }) {
  const queryClient = useQueryClient()
  const reconcile = useMutation({
    mutationFn: () => rivertyCustomersApi.reconcile(orderId),
    // Riverty may have moved on since the page loaded: show Medusa's and the panel's latest too.
    onSuccess: () => refreshOrder(queryClient, orderId),
  })
  return (
    <Section
      title="Reconciliation"
      actions={
        <Button size="small" variant="secondary" onClick={() => reconcile.mutate()} isLoading={reconcile.isPending}>
          Reconcile now
        </Button>
      }
      empty="Compare Medusa's authorized, captured, refunded and voided amounts with Riverty's order."
      isEmpty={!reconcile.data && !reconcile.isError}
    >
      {reconcile.isError ? <Alert variant="error">Could not reconcile: {messageOf(reconcile.error)}</Alert> : null}
      {reconcile.data ? <ReconcileResult result={reconcile.data} /> : null}
    </Section>
  )
}
