import type { NotificationRecord } from "../../../../modules/riverty"

const SUMMARY_FIELDS = [
  "id",
  "notification_id",
  "source",
  "type",
  "status",
  "attempts",
  "last_error",
  "next_attempt_at",
  "received_at",
  "processed_at",
  "order_number",
  "outcome",
  // Redeliveries of the id with another body (digest, size, arrival); the first body is the one processed.
  "conflicts",
] as const

export type NotificationSummary = Pick<NotificationRecord, (typeof SUMMARY_FIELDS)[number]>

/** What the list shows: state and diagnosis, without bodies. */
export function summarize(record: NotificationRecord): NotificationSummary {
  return Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, record[field]])) as NotificationSummary
}

/** One notification with its payload; the raw body and signature stay in the database. */
export function detail(record: NotificationRecord): NotificationSummary & { payload: unknown } {
  return { ...summarize(record), payload: record.payload }
}

export { SUMMARY_FIELDS }
