import { model } from "@medusajs/framework/utils"

/** Where a notification is in the inbox. */
export const NOTIFICATION_STATUSES = [
  "received", // stored, waiting for its first processing
  "processing", // claimed by a worker; next_attempt_at is the end of its lease
  "processed", // its effect has been applied
  "failed", // its effect threw; retried at next_attempt_at
  "dead", // failed maxAttempts times; only an admin retry runs it again
  "rejected", // malformed: kept for diagnosis, never acted on
  "skipped", // well-formed but of a type this plugin has no effect for
  "contradicted", // Riverty's order, read back, says otherwise: nothing was changed; the outcome says why
] as const
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number]

export const NOTIFICATION_SOURCES = ["notification", "webhook"] as const
export type NotificationSource = (typeof NOTIFICATION_SOURCES)[number]

/**
 * The notification inbox. One row per Riverty notification id (or BNPL webhook MessageId): the
 * unique index is what makes a repeated or concurrent delivery a no-op, on any number of servers.
 */
export const RivertyNotification = model
  .define("riverty_notification", {
    id: model.id({ prefix: "rvntf" }).primaryKey(),
    // Null only for rejected deliveries, which must not block a later valid one with the same id.
    notification_id: model.text().nullable(),
    source: model.enum([...NOTIFICATION_SOURCES]).default("notification"),
    type: model.text().nullable(),
    status: model.enum([...NOTIFICATION_STATUSES]).default("received"),
    attempts: model.number().default(0),
    last_error: model.text().nullable(),
    next_attempt_at: model.dateTime().nullable(),
    received_at: model.dateTime(),
    processed_at: model.dateTime().nullable(),
    order_number: model.text().nullable(),
    outcome: model.text().nullable(),
    payload: model.json().nullable(),
    raw_body: model.text().nullable(),
    signature: model.text().nullable(),
    // Later deliveries of the same id with another body: [{ sha256, bytes, received_at }], one per
    // distinct body. The first body stays the one processed; these are kept for the merchant to see.
    conflicts: model.json().nullable(),
  })
  .indexes([
    { name: "IDX_riverty_notification_notification_id_unique", on: ["notification_id"], unique: true },
    { name: "IDX_riverty_notification_status_next_attempt", on: ["status", "next_attempt_at"] },
    { name: "IDX_riverty_notification_order_number", on: ["order_number"] },
  ])
