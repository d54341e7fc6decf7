import { Button, Table, Text } from "@medusajs/ui"
import { date, money } from "../../lib/format"
import type { ReturnOrderView as ReturnOrder, RivertyOrderView } from "../../../api/admin/riverty/views"
import { Section } from "./section"
import { ReturnStatusBadge } from "./status-badges"
import { useTranslation } from "react-i18next"

function StatusDetail({ order, currency }: { order: ReturnOrder; currency: string }) {
  const { t } = useTranslation()
  if (order.status === "requested") {
    return (
      <Text size="xsmall" className="text-ui-fg-subtle">
        {order.internal_request_id ? t("riverty.returnOrders.waitingRequest", { id: order.internal_request_id }) : t("riverty.returnOrders.waiting")}
      </Text>
    )
  }
  if (order.status === "failed") {
    return (
      <ul className="text-ui-fg-error txt-xsmall">
        {(order.errors ?? []).map((error, index) => (
          <li key={index}>
            {error.field ? <strong>{error.field}: </strong> : null}
            {error.message}
          </li>
        ))}
      </ul>
    )
  }
  if (order.status === "refunded") {
    return (
      <Text size="xsmall" className="text-ui-fg-subtle">
        {t("riverty.returnOrders.paidBack", { amount: money(order.refunded_amount, currency), date: date(order.refunded_at) })}
      </Text>
    )
  }
  return (
    <Text size="xsmall" className="text-ui-fg-subtle">
      {t("riverty.returnOrders.acceptedOn", { date: date(order.accepted_at) })}
    </Text>
  )
}

/** Return orders of the accounting module and where each one is. */
export function ReturnOrdersSection({ view, onCreate }: { view: RivertyOrderView; onCreate?: () => void }) {
  const { t } = useTranslation()
  const canReturn = view.returnable_lines.some((line) => line.kind === "article" && line.returnable_quantity > 0)
  return (
    <Section
      title={t("riverty.returnOrders.title")}
      empty={canReturn ? t("riverty.returnOrders.empty") : t("riverty.returnOrders.emptyNotReturnable")}
      isEmpty={view.return_orders.length === 0}
      actions={
        onCreate ? (
          <Button size="small" variant="secondary" onClick={onCreate} disabled={!canReturn}>
            {t("riverty.returnOrders.create")}
          </Button>
        ) : null
      }
    >
      <Table>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t("riverty.returnOrders.reference")}</Table.HeaderCell>
            <Table.HeaderCell>{t("riverty.returnOrders.lines")}</Table.HeaderCell>
            <Table.HeaderCell>{t("riverty.fields.amount")}</Table.HeaderCell>
            <Table.HeaderCell>{t("riverty.fields.status")}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {view.return_orders.map((order) => (
            <Table.Row key={order.id} data-testid="return-order-row">
              <Table.Cell>
                <div className="flex flex-col">
                  <Text size="small">{order.return_reference}</Text>
                  <Text size="xsmall" className="text-ui-fg-muted">
                    {order.return_reason === "CARRIER_RETURN" ? t("riverty.returnOrders.reason.CARRIER_RETURN") : t("riverty.returnOrders.reason.CUSTOMER_RETURN")} ·{" "}
                    {date(order.return_date)}
                  </Text>
                </div>
              </Table.Cell>
              <Table.Cell>
                {(order.items ?? [])
                  .map((line) =>
                    line.kind === "discount"
                      ? t("riverty.returnOrders.discountLine", { description: line.description })
                      : t("riverty.common.lineQuantity", { quantity: line.quantity, description: line.description }),
                  )
                  .join(", ")}
              </Table.Cell>
              <Table.Cell>{money(order.amount, order.currency ?? view.currency)}</Table.Cell>
              <Table.Cell>
                <div className="flex flex-col gap-y-1 py-1">
                  <ReturnStatusBadge status={order.status} />
                  <StatusDetail order={order} currency={order.currency ?? view.currency} />
                </div>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </Section>
  )
}
