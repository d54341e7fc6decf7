// The inbox's duplicate check. Storing is one `INSERT … ON CONFLICT DO NOTHING RETURNING "id"` on
// the unique notification id, so the database decides atomically; these functions read its answer
// and pick what a new row starts with. Pure, so mutation testing reaches them without a database.

export type InboxStatus = "received" | "skipped"

/** A returned row means this delivery is new; no row means the id was already in the inbox. */
export function inboxInsertOutcome(rows: ReadonlyArray<Record<string, unknown>>): { stored: boolean; id: string | null } {
  return rows.length > 0 ? { stored: true, id: String(rows[0].id) } : { stored: false, id: null }
}

/**
 * When the retry job may pick a new row up if its "received" event is lost: one processing lease
 * from now. A skipped row is never processed, so it gets no time.
 */
export function firstAttemptAt(status: InboxStatus, nowMs: number, processingLeaseMs: number): Date | null {
  return status === "received" ? new Date(nowMs + processingLeaseMs) : null
}
