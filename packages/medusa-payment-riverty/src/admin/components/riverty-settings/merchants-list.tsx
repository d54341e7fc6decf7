import { Badge, Table, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { date } from "../../lib/format"
import { messageOf } from "../../lib/riverty-api"
import { rivertySettingsApi } from "../../lib/riverty-settings-api"
import { Panel } from "./panel"

/** The merchants onboarded from this store, with Riverty's merchant and shop ids. */
export function MerchantsList() {
  const list = useQuery({ queryKey: ["riverty-merchants"], queryFn: rivertySettingsApi.merchants })
  const rows = list.data?.merchants ?? []
  return (
    <Panel title="Onboarded merchants" testId="riverty-merchants">
      {list.isError ? <Text className="text-ui-fg-error">{messageOf(list.error)}</Text> : null}
      {list.data && rows.length === 0 ? (
        <Text size="small" className="text-ui-fg-subtle">
          No merchants onboarded yet.
        </Text>
      ) : (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Merchant</Table.HeaderCell>
              <Table.HeaderCell>Shop</Table.HeaderCell>
              <Table.HeaderCell>Partner reference</Table.HeaderCell>
              <Table.HeaderCell>Merchant id</Table.HeaderCell>
              <Table.HeaderCell>Shop id</Table.HeaderCell>
              <Table.HeaderCell>Status</Table.HeaderCell>
              <Table.HeaderCell>Created</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>
                  {row.legal_name} ({row.country})
                </Table.Cell>
                <Table.Cell>
                  {row.shop_name} ({row.market_country})
                </Table.Cell>
                <Table.Cell>{row.partner_reference}</Table.Cell>
                <Table.Cell>{row.merchant_id ?? "–"}</Table.Cell>
                <Table.Cell>{row.shop_id ?? "–"}</Table.Cell>
                <Table.Cell>
                  <Badge size="2xsmall" color={row.status === "done" ? "green" : row.status === "failed" ? "red" : "orange"}>
                    {row.status}
                  </Badge>
                  {row.last_error ? <Text size="xsmall" className="text-ui-fg-error">{row.last_error}</Text> : null}
                </Table.Cell>
                <Table.Cell>{date(row.created_at, true)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </Panel>
  )
}
