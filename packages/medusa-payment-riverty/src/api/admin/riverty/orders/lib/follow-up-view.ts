import type { FollowUpRecord } from "../../../../../modules/riverty"
import type { FollowUpView } from "../../views"


const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null)
const text = (value: unknown): string | null => (typeof value === "string" ? value : null)

/** A follow-up as the admin shows it: what it is about, where it is, and why it last failed. */
export function followUpView(row: FollowUpRecord): FollowUpView {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === "pending" || row.status === "running" ? iso(row.next_attempt_at) : null,
    last_error: row.last_error,
    outcome: row.outcome,
    fulfillment_id: text(row.payload?.fulfillment_id),
    return_id: text(row.payload?.return_id),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    completed_at: iso(row.completed_at),
  }
}
