import { Badge, Button, Input, Table, Text } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { date, notificationLabel } from "../../lib/format"
import { messageOf } from "../../lib/riverty-api"
import { connectionKey, rivertySettingsApi } from "../../lib/riverty-settings-api"
import { selectClass } from "../riverty/field"
import { Panel } from "./panel"

const STATUSES = ["received", "processing", "processed", "contradicted", "failed", "dead", "rejected", "skipped"]
const RETRYABLE = new Set(["failed", "dead"])
const COLORS: Record<string, "green" | "red" | "orange" | "grey"> = {
  processed: "green",
  dead: "red",
  failed: "orange",
  rejected: "red",
  contradicted: "red",
}

/** The notification inbox, filterable by status and type, with retrying one or all failed ones. */
export function NotificationsInbox() {
  const client = useQueryClient()
  const [status, setStatus] = useState("")
  const [type, setType] = useState("")
  const filters = { status: status || undefined, type: type.trim() || undefined }
  const list = useQuery({ queryKey: ["riverty-notifications", filters], queryFn: () => rivertySettingsApi.notifications(filters) })
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: ["riverty-notifications"] }), client.invalidateQueries({ queryKey: connectionKey })])
  const retryOne = useMutation({ mutationFn: rivertySettingsApi.retryNotification, onSettled: refresh })
  const retryAll = useMutation({ mutationFn: rivertySettingsApi.retryAllNotifications, onSettled: refresh })
  const error = list.error ?? retryOne.error ?? retryAll.error
  return (
    <Panel
      title="Notification inbox"
      testId="riverty-notifications"
      actions={
        <Button size="small" variant="secondary" isLoading={retryAll.isPending} onClick={() => retryAll.mutate()}>
          Retry all failed
        </Button>
      }
    >
      <div className="flex gap-x-2">
        <select aria-label="Status" className={selectClass} value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">All statuses</option>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        <Input size="small" aria-label="Type" placeholder="Type, e.g. accounting/invoiceCreated" value={type} onChange={(event) => setType(event.target.value)} />
      </div>
      {error ? (
        <Text size="small" className="text-ui-fg-error" role="alert">
          {messageOf(error)}
        </Text>
      ) : null}
      {retryAll.isSuccess ? <Text size="small">Retried {retryAll.data.selected} notifications{retryAll.data.more ? "; more are waiting" : ""}.</Text> : null}
      {list.data && list.data.notifications.length === 0 ? (
        <Text size="small" className="text-ui-fg-subtle">
          No notifications.
        </Text>
      ) : (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Received</Table.HeaderCell>
              <Table.HeaderCell>Type</Table.HeaderCell>
              <Table.HeaderCell>Order</Table.HeaderCell>
              <Table.HeaderCell>Status</Table.HeaderCell>
              <Table.HeaderCell>Last error or reason</Table.HeaderCell>
              <Table.HeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(list.data?.notifications ?? []).map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>{date(row.received_at, true)}</Table.Cell>
                <Table.Cell>{notificationLabel(row.type)}</Table.Cell>
                <Table.Cell>{row.order_number ?? "–"}</Table.Cell>
                <Table.Cell>
                  <Badge size="2xsmall" color={COLORS[row.status] ?? "grey"}>
                    {row.status} ({row.attempts})
                  </Badge>
                  {row.conflicts?.length ? (
                    <Badge size="2xsmall" color="orange" title="Delivered again with another body; the first body was processed">
                      {row.conflicts.length} conflicting {row.conflicts.length === 1 ? "redelivery" : "redeliveries"}
                    </Badge>
                  ) : null}
                </Table.Cell>
                <Table.Cell className="max-w-xs truncate">{row.last_error ?? (row.status === "contradicted" ? row.outcome : null) ?? "–"}</Table.Cell>
                <Table.Cell>
                  {RETRYABLE.has(row.status) ? (
                    <Button size="small" variant="transparent" onClick={() => retryOne.mutate(row.id)}>
                      Retry
                    </Button>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </Panel>
  )
}
