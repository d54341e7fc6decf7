import { Badge, Table, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { date } from "../../lib/format"
import { messageOf } from "../../lib/riverty-api"
import { rivertySettingsApi } from "../../lib/riverty-settings-api"
import { Panel } from "./panel"

const KIND_WORDS: Record<string, string> = {
  capture_shipment: "Capture on shipment",
  void_remainder: "Void the remainder",
  return_notification: "Return notification",
  update_order: "Update Riverty's order",
}

/** The follow-up work of all orders (captures on shipment, voids, returns, order updates). */
export function FollowUpsSection() {
  const list = useQuery({ queryKey: ["riverty-follow-ups"], queryFn: rivertySettingsApi.followUps })
  const rows = list.data?.follow_ups ?? []
  return (
    <Panel title="Queued follow-up work" testId="riverty-follow-ups">
      {list.isError ? (
        <Text size="small" className="text-ui-fg-error" role="alert">
          {messageOf(list.error)}
        </Text>
      ) : null}
      {list.data && rows.length === 0 ? (
        <Text size="small" className="text-ui-fg-subtle">
          No follow-up work.
        </Text>
      ) : (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Created</Table.HeaderCell>
              <Table.HeaderCell>Order</Table.HeaderCell>
              <Table.HeaderCell>Work</Table.HeaderCell>
              <Table.HeaderCell>Status</Table.HeaderCell>
              <Table.HeaderCell>Next attempt</Table.HeaderCell>
              <Table.HeaderCell>Last error</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>{date(row.created_at, true)}</Table.Cell>
                <Table.Cell>{row.order_id}</Table.Cell>
                <Table.Cell>{KIND_WORDS[row.kind] ?? row.kind}</Table.Cell>
                <Table.Cell>
                  <Badge size="2xsmall" color={row.status === "done" ? "green" : row.status === "dead" ? "red" : "orange"}>
                    {row.status} ({row.attempts})
                  </Badge>
                </Table.Cell>
                <Table.Cell>{date(row.next_attempt_at, true)}</Table.Cell>
                <Table.Cell className="max-w-xs truncate">{row.last_error ?? "–"}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </Panel>
  )
}
