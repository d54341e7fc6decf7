import { Button, Table, Text } from "@medusajs/ui"
import { date, money } from "../../lib/format"
import type { ReturnOrderView as ReturnOrder, RivertyOrderView } from "../../../api/admin/riverty/views"
import { Section } from "./section"
import { ReturnStatusBadge } from "./status-badges"

function StatusDetail({ order, currency }: { order: ReturnOrder; currency: string }) {
  if (order.status === "requested") {
    return (
      <Text size="xsmall" className="text-ui-fg-subtle">
        Waiting for Riverty{order.internal_request_id ? ` · request ${order.internal_request_id}` : ""}
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
        {money(order.refunded_amount, currency)} paid back {date(order.refunded_at)}
      </Text>
    )
  }
  return (
    <Text size="xsmall" className="text-ui-fg-subtle">
      Accepted {date(order.accepted_at)}
    </Text>
  )
}

/** Return orders of the accounting module and where each one is. */
export function ReturnOrdersSection({ view, onCreate }: { view: RivertyOrderView; onCreate?: () => void }) {
  const canReturn = view.returnable_lines.some((line) => line.kind === "article" && line.returnable_quantity > 0)
  return (
    <Section
      title="Return orders"
      empty={canReturn ? "No return orders yet." : "No return orders yet. Lines can be returned once they are captured and invoiced."}
      isEmpty={view.return_orders.length === 0}
      actions={
        onCreate ? (
          <Button size="small" variant="secondary" onClick={onCreate} disabled={!canReturn}>
            Create return order
          </Button>
        ) : null
      }
    >
      <Table>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>Reference</Table.HeaderCell>
            <Table.HeaderCell>Lines</Table.HeaderCell>
            <Table.HeaderCell>Amount</Table.HeaderCell>
            <Table.HeaderCell>Status</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {view.return_orders.map((order) => (
            <Table.Row key={order.id} data-testid="return-order-row">
              <Table.Cell>
                <div className="flex flex-col">
                  <Text size="small">{order.return_reference}</Text>
                  <Text size="xsmall" className="text-ui-fg-muted">
                    {order.return_reason === "CARRIER_RETURN" ? "Carrier return" : "Customer return"} · {date(order.return_date)}
                  </Text>
                </div>
              </Table.Cell>
              <Table.Cell>
                {(order.items ?? [])
                  .map((line) => (line.kind === "discount" ? `${line.description} (discount)` : `${line.quantity} × ${line.description}`))
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
