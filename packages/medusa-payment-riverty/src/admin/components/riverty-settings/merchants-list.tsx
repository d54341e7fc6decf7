import { Badge, Table, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { date } from "../../lib/format"
import { messageOf } from "../../lib/riverty-api"
import { rivertySettingsApi } from "../../lib/riverty-settings-api"
import { Panel } from "./panel"
import { useTranslation } from "react-i18next"

/** The merchants onboarded from this store, with Riverty's merchant and shop ids. */
const STATUS_KEYS: Record<string, string> = {
  pending: "riverty.merchants.status.pending",
  done: "riverty.merchants.status.done",
  failed: "riverty.merchants.status.failed",
}

export function MerchantsList() {
  const { t } = useTranslation()
  const list = useQuery({ queryKey: ["riverty-merchants"], queryFn: rivertySettingsApi.merchants })
  const rows = list.data?.merchants ?? []
  return (
    <Panel title={t("riverty.merchants.title")} testId="riverty-merchants">
      {list.isError ? <Text className="text-ui-fg-error">{messageOf(list.error)}</Text> : null}
      {list.data && rows.length === 0 ? (
        <Text size="small" className="text-ui-fg-subtle">
          {t("riverty.merchants.none")}
        </Text>
      ) : (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("riverty.merchants.merchant")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.merchants.shop")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.merchantForm.field.partnerReference")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.merchants.merchantId")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.merchants.shopId")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.fields.status")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.fields.created")}</Table.HeaderCell>
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
                    {STATUS_KEYS[row.status] ? t(STATUS_KEYS[row.status]) : row.status}
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
