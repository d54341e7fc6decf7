import { Badge, Table, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { date } from "../../lib/format"
import { followUpKindLabel, followUpStatusLabel } from "../../lib/follow-up-labels"
import { messageOf } from "../../lib/riverty-api"
import { rivertySettingsApi } from "../../lib/riverty-settings-api"
import { Panel } from "./panel"
import { useTranslation } from "react-i18next"

/** The follow-up work of all orders (captures on shipment, voids, returns, order updates). */
export function FollowUpsSection() {
  const { t } = useTranslation()
  const list = useQuery({ queryKey: ["riverty-follow-ups"], queryFn: rivertySettingsApi.followUps })
  const rows = list.data?.follow_ups ?? []
  return (
    <Panel title={t("riverty.followUps.title")} testId="riverty-follow-ups">
      {list.isError ? (
        <Text size="small" className="text-ui-fg-error" role="alert">
          {messageOf(list.error)}
        </Text>
      ) : null}
      {list.data && rows.length === 0 ? (
        <Text size="small" className="text-ui-fg-subtle">
          {t("riverty.followUps.none")}
        </Text>
      ) : (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("riverty.fields.created")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.fields.order")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.fields.work")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.fields.status")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.fields.nextAttempt")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.fields.lastError")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>{date(row.created_at, true)}</Table.Cell>
                <Table.Cell>{row.order_id}</Table.Cell>
                <Table.Cell>{followUpKindLabel(row.kind, t)}</Table.Cell>
                <Table.Cell>
                  <Badge size="2xsmall" color={row.status === "done" ? "green" : row.status === "dead" ? "red" : "orange"}>
                    {followUpStatusLabel(row.status, t)} ({row.attempts})
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
