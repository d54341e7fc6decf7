import { Badge, Button, Input, Table, Text } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { date, notificationLabel, notificationStatusLabel } from "../../lib/format"
import { messageOf } from "../../lib/riverty-api"
import { connectionKey, rivertySettingsApi } from "../../lib/riverty-settings-api"
import { selectClass } from "../riverty/field"
import { Panel } from "./panel"
import { useTranslation } from "react-i18next"

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
  const { t } = useTranslation()
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
      title={t("riverty.inbox.title")}
      testId="riverty-notifications"
      actions={
        <Button size="small" variant="secondary" isLoading={retryAll.isPending} onClick={() => retryAll.mutate()}>
          {t("riverty.inbox.retryAll")}
        </Button>
      }
    >
      <div className="flex gap-x-2">
        <select aria-label={t("riverty.fields.status")} className={selectClass} value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">{t("riverty.inbox.allStatuses")}</option>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {notificationStatusLabel(value, t)}
            </option>
          ))}
        </select>
        <Input
          size="small"
          aria-label={t("riverty.fields.type")}
          placeholder={t("riverty.inbox.typePlaceholder")}
          value={type} onChange={(event) => setType(event.target.value)} />
      </div>
      {error ? (
        <Text size="small" className="text-ui-fg-error" role="alert">
          {messageOf(error)}
        </Text>
      ) : null}
      {retryAll.isSuccess ? (
        <Text size="small">{t(retryAll.data.more ? "riverty.inbox.retriedMore" : "riverty.inbox.retried", { count: retryAll.data.selected })}</Text>
      ) : null}
      {list.data && list.data.notifications.length === 0 ? (
        <Text size="small" className="text-ui-fg-subtle">
          {t("riverty.inbox.none")}
        </Text>
      ) : (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("riverty.inbox.received")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.fields.type")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.fields.order")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.fields.status")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.inbox.errorOrReason")}</Table.HeaderCell>
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
                    {notificationStatusLabel(row.status, t)} ({row.attempts})
                  </Badge>
                  {row.conflicts?.length ? (
                    <Badge size="2xsmall" color="orange" title={t("riverty.inbox.conflictsExplained")}>
                      {t("riverty.inbox.conflicts", { count: row.conflicts.length })}
                    </Badge>
                  ) : null}
                </Table.Cell>
                <Table.Cell className="max-w-xs truncate">{row.last_error ?? (row.status === "contradicted" ? row.outcome : null) ?? "–"}</Table.Cell>
                <Table.Cell>
                  {RETRYABLE.has(row.status) ? (
                    <Button size="small" variant="transparent" onClick={() => retryOne.mutate(row.id)}>
                      {t("riverty.common.retry")}
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
