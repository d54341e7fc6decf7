import { Badge, Button, Table, Text } from "@medusajs/ui"
import { date, money } from "../../lib/format"
import type { Translate } from "../../lib/locale"
import type { ClaimPage, RivertyRecord } from "../../lib/riverty-customers-api"
import { useTranslation } from "react-i18next"

const num = (value: unknown): number | null => (typeof value === "number" ? value : null)
const str = (value: unknown): string | null => (typeof value === "string" && value ? value : null)

/** Riverty's interest calculation in words ("FIXED 5%, last calculated 1 Nov 2026"). */
function interestOf(invoice: RivertyRecord, t: Translate): string {
  const interest = invoice.interestCalculation as RivertyRecord | null | undefined
  if (!interest) return "–"
  const rate = num(interest.rate)
  return [str(interest.type), rate !== null ? `${rate}%` : null, interest.lastCalculationDate ? t("riverty.claim.lastCalculated", { date: date(str(interest.lastCalculationDate)) }) : null]
    .filter(Boolean)
    .join(", ")
}

/** The costs Riverty added (dunning, collection), as "name €x" pairs. */
function costsOf(invoice: RivertyRecord, currency: string): string {
  const costs = invoice.costs as Record<string, unknown> | null | undefined
  if (!costs) return "–"
  const parts = Object.entries(costs).map(([name, value]) => `${name} ${typeof value === "number" ? money(value, currency) : String(value)}`)
  return parts.length ? parts.join(", ") : "–"
}

/** A page of a claim's invoices with interest and dunning data, and paging. */
export function ClaimInvoices({ page, onPage }: { page: ClaimPage; onPage: (page: number) => void }) {
  const { t } = useTranslation()
  const pagination = page.pagination ?? {}
  const current = num(pagination.currentPage) ?? 1
  const totalPages = num(pagination.totalPages) ?? 1
  if (page.invoices.length === 0) {
    return (
      <Text size="small" className="text-ui-fg-subtle">
        {t("riverty.claim.noInvoices", { number: page.claim_number })}
      </Text>
    )
  }
  return (
    <div className="flex flex-col gap-y-2" data-testid="claim-invoices">
      <div className="overflow-x-auto">
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("riverty.fields.invoice")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.claim.due")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.claim.original")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.claim.remaining")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.claim.interest")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.claim.dunning")}</Table.HeaderCell>
              <Table.HeaderCell>{t("riverty.claim.costs")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {page.invoices.map((invoice) => {
              const currency = str(invoice.currency) ?? "EUR"
              return (
                <Table.Row key={String(invoice.invoiceNumber)}>
                  <Table.Cell>
                    {String(invoice.invoiceNumber)} {invoice.disputed ? <Badge size="2xsmall" color="orange">{t("riverty.claim.disputed")}</Badge> : null}
                  </Table.Cell>
                  <Table.Cell>{date(str(invoice.dueDate))}</Table.Cell>
                  <Table.Cell>{money(num(invoice.originalAmount), currency)}</Table.Cell>
                  <Table.Cell>{money(num(invoice.remainingAmount), currency)}</Table.Cell>
                  <Table.Cell>{interestOf(invoice, t)}</Table.Cell>
                  <Table.Cell>
                    {[
                      invoice.dunningDate ? t("riverty.claim.firstDunning", { date: date(str(invoice.dunningDate)) }) : null,
                      invoice.secondDunningDate ? t("riverty.claim.secondDunning", { date: date(str(invoice.secondDunningDate)) }) : null,
                    ]
                      .filter(Boolean)
                      .join(", ") || "–"}
                  </Table.Cell>
                  <Table.Cell>{costsOf(invoice, currency)}</Table.Cell>
                </Table.Row>
              )
            })}
          </Table.Body>
        </Table>
      </div>
      <div className="flex items-center justify-between">
        <Text size="small" className="text-ui-fg-subtle">
          {t("riverty.common.pageOf", { page: current, pages: totalPages })}
          {num(pagination.totalItems) !== null ? ` · ${t("riverty.claim.invoiceCount", { count: num(pagination.totalItems)! })}` : ""}
        </Text>
        <div className="flex gap-x-2">
          <Button size="small" variant="secondary" disabled={current <= 1} onClick={() => onPage(current - 1)}>
            {t("riverty.common.previous")}
          </Button>
          <Button size="small" variant="secondary" disabled={current >= totalPages} onClick={() => onPage(current + 1)}>
            {t("riverty.common.next")}
          </Button>
        </div>
      </div>
    </div>
  )
}
