import { model } from "@medusajs/framework/utils"

/** What a follow-up does; each kind runs one workflow (captures, voids, return-notifications, order-edits). */
export const FOLLOW_UP_KINDS = ["capture_shipment", "void_remainder", "return_notification", "update_order"] as const
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number]

export const FOLLOW_UP_STATUSES = [
  "pending", // waiting for its (next) attempt at next_attempt_at
  "running", // claimed by a worker; next_attempt_at is the end of its lease
  "done", // the work happened, or was found no longer needed (outcome says which)
  "dead", // failed followUpMaxAttempts times, or cannot succeed by retrying; only an admin retry runs it again
] as const
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number]

/**
 * Work an order event asks of Riverty (capture a shipped fulfillment, void what a cancellation
 * left authorized, tell Riverty about a received return, update its order after an order edit). Stored before it is tried, so an outage
 * of Riverty delays it instead of losing it. The unique dedupe key makes a redelivered event a
 * no-op. last_error holds error messages only, never request bodies or personal data.
 */
export const RivertyFollowUp = model
  .define("riverty_follow_up", {
    id: model.id({ prefix: "rvfup" }).primaryKey(),
    kind: model.enum([...FOLLOW_UP_KINDS]),
    order_id: model.text().nullable(),
    dedupe_key: model.text(),
    payload: model.json(),
    status: model.enum([...FOLLOW_UP_STATUSES]).default("pending"),
    attempts: model.number().default(0),
    next_attempt_at: model.dateTime().nullable(),
    last_error: model.text().nullable(),
    outcome: model.text().nullable(),
    completed_at: model.dateTime().nullable(),
  })
  .indexes([
    { name: "IDX_riverty_follow_up_dedupe_key", on: ["dedupe_key"], unique: true },
    { name: "IDX_riverty_follow_up_status_next_attempt", on: ["status", "next_attempt_at"] },
    { name: "IDX_riverty_follow_up_order_id", on: ["order_id"] },
  ])
