import { Button, Input, Table, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useState, type FormEvent } from "react"
import { date, money } from "../../lib/format"
import { messageOf } from "../../lib/riverty-api"
import { rivertySettingsApi } from "../../lib/riverty-settings-api"
import { Field } from "../riverty/field"
import { Panel } from "./panel"
import { useTranslation } from "react-i18next"

/** A customer's consumptions at Riverty, or one subscription's. */
export function ConsumptionsSection() {
  const { t } = useTranslation()
  const [draft, setDraft] = useState({ customer: "", subscription: "" })
  const [search, setSearch] = useState<{ customer: string; subscription: string } | null>(null)
  const list = useQuery({
    queryKey: ["riverty-consumptions", search],
    queryFn: () => rivertySettingsApi.consumptions(search!.customer, search!.subscription || undefined),
    enabled: search !== null,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSearch({ customer: draft.customer.trim(), subscription: draft.subscription.trim() })
  }
  const rows = list.data?.consumptions ?? []
  return (
    <Panel title={t("riverty.consumptions.title")} testId="riverty-consumptions">
      <form onSubmit={submit} className="flex items-end gap-x-2" aria-label={t("riverty.consumptions.find")}>
        <Field id="consumptions-customer" label={t("riverty.fields.customerNumber")}>
          <Input id="consumptions-customer" size="small" value={draft.customer} onChange={(e) => setDraft({ ...draft, customer: e.target.value })} />
        </Field>
        <Field id="consumptions-subscription" label={t("riverty.consumptions.subscriptionOptional")}>
          <Input id="consumptions-subscription" size="small" value={draft.subscription} onChange={(e) => setDraft({ ...draft, subscription: e.target.value })} />
        </Field>
        <Button size="small" type="submit" variant="secondary" isLoading={list.isFetching}>
          {t("riverty.consumptions.show")}
        </Button>
      </form>
      {list.isError ? (
        <Text size="small" className="text-ui-fg-error" role="alert">
          {messageOf(list.error)}
        </Text>
      ) : null}
      {list.data && rows.length === 0 ? <Text size="small" className="text-ui-fg-subtle">{t("riverty.consumptions.none")}</Text> : null}
      {rows.length ? (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("riverty.consumptions.subscription")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.consumptions.items")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.consumptions.gross")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.consumptions.refunded")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.fields.invoice")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.consumptions.billingDate")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>{row.subscription_id ?? "–"}</Table.Cell>
                <Table.Cell>{row.items
                    .map((item) => t("riverty.common.lineQuantity", { quantity: item.quantity ?? 1, description: item.description ?? item.product_id ?? item.id }))
                    .join(", ")}</Table.Cell>
                <Table.Cell>{money(row.gross_amount, row.currency ?? "EUR")}</Table.Cell>
                <Table.Cell>{row.refunded_amount ? money(row.refunded_amount, row.currency ?? "EUR") : "–"}</Table.Cell>
                <Table.Cell>{row.invoice_id ?? "–"}</Table.Cell>
                <Table.Cell>{date(row.billing_date ?? row.created_at)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      ) : null}
    </Panel>
  )
}
