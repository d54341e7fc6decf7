import { Badge, Container, Heading, Table, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { Link } from "react-router-dom"
import { date, money } from "../../lib/format"
import { messageOf } from "../../lib/riverty-api"
import { rivertyCustomersApi, rivertyLinkedCustomerKey } from "../../lib/riverty-customers-api"
import { RecordFields } from "./record-fields"
import { useTranslation } from "react-i18next"

/** A Medusa customer's Riverty side: the linked customer number and record, and their Riverty orders. */
export function CustomerRivertyPanel({ customerId }: { customerId: string }) {
  const { t } = useTranslation()
  const linked = useQuery({ queryKey: rivertyLinkedCustomerKey(customerId), queryFn: () => rivertyCustomersApi.byMedusaCustomer(customerId) })
  return (
    <Container className="divide-y p-0" data-testid="riverty-customer-panel">
      <div className="flex items-center gap-x-2 px-6 py-4">
        <Heading level="h2">{t("riverty.name")}</Heading>
        {linked.data?.customer_number ? <Badge size="2xsmall">{t("riverty.customerPanel.customerBadge", { number: linked.data.customer_number })}</Badge> : null}
      </div>
      {linked.isPending ? (
        <Text size="small" className="px-6 py-4">
          {t("riverty.common.loading")}
        </Text>
      ) : linked.isError ? (
        <Text size="small" className="text-ui-fg-error px-6 py-4" role="alert">
          {t("riverty.common.loadFailed", { message: messageOf(linked.error) })}
        </Text>
      ) : (
        <>
          <section className="px-6 py-4" aria-label={t("riverty.customerPanel.recordSection")}>
            {linked.data.customer_number ? (
              <RecordFields record={linked.data.riverty_customer} label={t("riverty.customerPanel.record")} empty={t("riverty.customerPanel.noRecord")} />
            ) : (
              <Text size="small" className="text-ui-fg-subtle">
                {t("riverty.customerPanel.notPaid")}
              </Text>
            )}
          </section>
          {linked.data.orders.length ? (
            <section className="px-6 py-4" aria-label={t("riverty.customerPanel.ordersSection")}>
              <Table>
                <Table.Header>
                  <Table.Row>
                    <Table.HeaderCell>{t("riverty.fields.order")}</Table.HeaderCell>
                    <Table.HeaderCell>{t("riverty.fields.date")}</Table.HeaderCell>
                    <Table.HeaderCell>{t("riverty.customerPanel.method")}</Table.HeaderCell>
                    <Table.HeaderCell>{t("riverty.customerPanel.rivertyOrder")}</Table.HeaderCell>
                    <Table.HeaderCell>{t("riverty.fields.amount")}</Table.HeaderCell>
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
                            {t("riverty.customerPanel.canceled")}
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
