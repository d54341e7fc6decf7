import { Badge, Container, Heading, Table, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { Link } from "react-router-dom"
import { date, money } from "../../lib/format"
import { messageOf } from "../../lib/riverty-api"
import { rivertyCustomersApi, rivertyLinkedCustomerKey } from "../../lib/riverty-customers-api"
import { RecordFields } from "./record-fields"

/** A Medusa customer's Riverty side: the linked customer number and record, and their Riverty orders. */
export function CustomerRivertyPanel({ customerId }: { customerId: string }) {
  const linked = useQuery({ queryKey: rivertyLinkedCustomerKey(customerId), queryFn: () => rivertyCustomersApi.byMedusaCustomer(customerId) })
  return (
    <Container className="divide-y p-0" data-testid="riverty-customer-panel">
      <div className="flex items-center gap-x-2 px-6 py-4">
        <Heading level="h2">Riverty</Heading>
        {linked.data?.customer_number ? <Badge size="2xsmall">customer {linked.data.customer_number}</Badge> : null}
      </div>
      {linked.isPending ? (
        <Text size="small" className="px-6 py-4">
          Loading…
        </Text>
      ) : linked.isError ? (
        <Text size="small" className="text-ui-fg-error px-6 py-4" role="alert">
          Riverty details could not be loaded: {messageOf(linked.error)}
        </Text>
      ) : (
        <>
          <section className="px-6 py-4" aria-label="Riverty customer record">
            {linked.data.customer_number ? (
              <RecordFields record={linked.data.riverty_customer} label="client record at Riverty for this customer number" />
            ) : (
              <Text size="small" className="text-ui-fg-subtle">
                This customer has not paid with Riverty yet.
              </Text>
            )}
          </section>
          {linked.data.orders.length ? (
            <section className="px-6 py-4" aria-label="Orders paid with Riverty">
              <Table>
                <Table.Header>
                  <Table.Row>
                    <Table.HeaderCell>Order</Table.HeaderCell>
                    <Table.HeaderCell>Date</Table.HeaderCell>
                    <Table.HeaderCell>Method</Table.HeaderCell>
                    <Table.HeaderCell>Riverty order</Table.HeaderCell>
                    <Table.HeaderCell>Amount</Table.HeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {linked.data.orders.map((order) => (
                    <Table.Row key={order.order_id}>
                      <Table.Cell>
                        <Link to={`/orders/${order.order_id}`} className="text-ui-fg-interactive">
                          #{order.display_id ?? order.order_id}
                        </Link>
                        {order.canceled ? (
                          <Badge size="2xsmall" color="grey" className="ml-1">
                            canceled
                          </Badge>
                        ) : null}
                      </Table.Cell>
                      <Table.Cell>{date(order.created_at)}</Table.Cell>
                      <Table.Cell>{[order.method, order.country].filter(Boolean).join(" · ") || "–"}</Table.Cell>
                      <Table.Cell className="break-all">{order.order_number ?? "–"}</Table.Cell>
                      <Table.Cell>{money(order.amount, order.currency_code)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table>
            </section>
          ) : null}
        </>
      )}
    </Container>
  )
}
