import { Text } from "@medusajs/ui"
import type { RivertyRecord } from "../../lib/riverty-customers-api"
import { useTranslation } from "react-i18next"

type Pair = [string, string]

/** A Riverty record's filled fields as `path: value` pairs (nested objects by dotted path; links left out). */
function pairsOf(value: unknown, prefix = ""): Pair[] {
  if (value === null || value === undefined || value === "") return []
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item !== "object" || item === null)) return [[prefix, value.join(", ")]]
    return value.flatMap((item, index) => pairsOf(item, `${prefix}[${index}]`))
  }
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .filter(([key]) => key !== "_links")
      .flatMap(([key, inner]) => pairsOf(inner, prefix ? `${prefix}.${key}` : key))
  }
  return [[prefix, String(value)]]
}

/**
 * Riverty's answer shown as it came, field by field (Riverty's names, so nothing is lost in
 * translation); `label` names the list, `empty` is said when Riverty sent nothing.
 */
export function RecordFields({ record, label, empty }: { record: RivertyRecord | null | undefined; label: string; empty?: string }) {
  const { t } = useTranslation()
  const pairs = pairsOf(record)
  if (!pairs.length) {
    return (
      <Text size="small" className="text-ui-fg-subtle">
        {empty ?? t("riverty.common.noData")}
      </Text>
    )
  }
  return (
    <dl className="grid content-start grid-cols-[minmax(0,1fr)_minmax(0,2fr)] gap-x-4 gap-y-1" aria-label={label}>
      {pairs.map(([key, value]) => (
        <div key={key} className="contents">
          <dt>
            <Text size="small" className="text-ui-fg-subtle break-all">
              {key}
            </Text>
          </dt>
          <dd>
            <Text size="small" className="break-all">
              {value}
            </Text>
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** A customer's name as the record has it (person or company). */
export function customerName(record: RivertyRecord): string {
  const person = record.person as { firstName?: string | null; lastName?: string | null } | null | undefined
  const company = record.company as { name?: string | null } | null | undefined
  return [person?.firstName, person?.lastName].filter(Boolean).join(" ") || company?.name || "–"
}
