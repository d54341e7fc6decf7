import { Text } from "@medusajs/ui"
import { date, notificationLabel, notificationStatusLabel } from "../../lib/format"
import type { RivertyOrderView } from "../../../api/admin/riverty/views"
import { Section } from "./section"
import { useTranslation } from "react-i18next"

const PROBLEM = new Set(["failed", "dead", "rejected"])

/** Riverty's notifications about the order, newest first. */
export function TimelineSection({ view }: { view: RivertyOrderView }) {
  const { t } = useTranslation()
  return (
    <Section title={t("riverty.timeline.title")} empty={t("riverty.timeline.empty")} isEmpty={view.timeline.length === 0}>
      <ol className="flex flex-col gap-y-1">
        {view.timeline.map((entry) => (
          <li key={entry.id} className="flex items-center gap-x-2">
            <span
              aria-hidden
              className={`h-2 w-2 rounded-full ${PROBLEM.has(entry.status) ? "bg-ui-tag-red-icon" : "bg-ui-tag-green-icon"}`}
            />
            <Text size="small">{notificationLabel(entry.type)}</Text>
            {PROBLEM.has(entry.status) ? (
              <Text size="xsmall" className="text-ui-fg-error">
                {notificationStatusLabel(entry.status, t)}
                {entry.last_error ? `: ${entry.last_error}` : ""}
              </Text>
            ) : null}
            <Text size="xsmall" className="text-ui-fg-muted ml-auto">
              {date(entry.received_at, true)}
            </Text>
          </li>
        ))}
      </ol>
    </Section>
  )
}
