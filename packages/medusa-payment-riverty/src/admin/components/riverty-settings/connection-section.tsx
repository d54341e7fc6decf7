import { Badge, Button, Table, Text } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { ConnectionCheckView } from "../../../api/admin/riverty/views"
import { date } from "../../lib/format"
import { messageOf } from "../../lib/riverty-api"
import { connectionKey, rivertySettingsApi } from "../../lib/riverty-settings-api"
import type { Translate } from "../../lib/locale"
import { Panel } from "./panel"
import { useTranslation } from "react-i18next"

const checkWords = (check: ConnectionCheckView, t: Translate) =>
  `${check.provider_id}${check.country ? ` · ${check.country}` : ""} · ${check.kind === "oauth" ? t("riverty.connection.oauth") : t("riverty.connection.apiKey")}: ${check.message}`

/** Each connection per provider and country, and the connection test with every check in words. */
export function ConnectionSection() {
  const { t } = useTranslation()
  const client = useQueryClient()
  const summary = useQuery({ queryKey: connectionKey, queryFn: rivertySettingsApi.connection })
  const test = useMutation({
    mutationFn: rivertySettingsApi.testConnection,
    onSettled: () => client.invalidateQueries({ queryKey: connectionKey }),
  })
  const result = test.data ?? summary.data?.last_test ?? null
  return (
    <Panel
      title={t("riverty.connection.title")}
      testId="riverty-connection"
      actions={
        <Button size="small" variant="secondary" isLoading={test.isPending} onClick={() => test.mutate()}>
          {t("riverty.connection.test")}
        </Button>
      }
    >
      {summary.isError ? <Text className="text-ui-fg-error">{messageOf(summary.error)}</Text> : null}
      <Table>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t("riverty.connection.provider")}</Table.HeaderCell>
            <Table.HeaderCell>{t("riverty.fields.country")}</Table.HeaderCell>
            <Table.HeaderCell>{t("riverty.connection.environment")}</Table.HeaderCell>
            <Table.HeaderCell>{t("riverty.connection.baseUrl")}</Table.HeaderCell>
            <Table.HeaderCell>{t("riverty.connection.serviceVersion")}</Table.HeaderCell>
            <Table.HeaderCell>{t("riverty.connection.lastCheck")}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(summary.data?.connections ?? []).flatMap((entry) =>
            (entry.countries.length ? entry.countries : [{ country: "–", last_check: null }]).map((country) => (
              <Table.Row key={`${entry.provider_id}:${country.country}`}>
                <Table.Cell>{entry.provider_id}</Table.Cell>
                <Table.Cell>{country.country}</Table.Cell>
                <Table.Cell>{entry.environment}</Table.Cell>
                <Table.Cell className="break-all">{entry.base_url ?? "–"}</Table.Cell>
                <Table.Cell>{country.last_check?.service_version ?? entry.service_version ?? "–"}</Table.Cell>
                <Table.Cell>
                  {country.last_check ? (
                    <Badge size="2xsmall" color={country.last_check.ok ? "green" : "red"}>
                      {country.last_check.ok ? t("riverty.connection.ok") : t("riverty.connection.failed")}
                    </Badge>
                  ) : (
                    t("riverty.connection.notTested")
                  )}
                </Table.Cell>
              </Table.Row>
            )),
          )}
        </Table.Body>
      </Table>
      {test.isError ? (
        <Text size="small" className="text-ui-fg-error" role="alert">
          {messageOf(test.error)}
        </Text>
      ) : null}
      {result ? (
        <div data-testid="riverty-connection-test">
          <Text size="small" weight="plus">
            {t(result.ok ? "riverty.connection.passed" : "riverty.connection.testFailed", { date: date(result.tested_at, true) })}
          </Text>
          <ul className="mt-1 flex flex-col gap-y-1">
            {result.checks.map((check, index) => (
              <li key={index} className={`txt-compact-small ${check.ok ? "text-ui-fg-subtle" : "text-ui-fg-error"}`}>
                {check.ok ? "✓" : "✗"} {checkWords(check, t)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Panel>
  )
}
