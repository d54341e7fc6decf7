import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, generateEntityId } from "@medusajs/framework/utils"
import type { FollowUpKind, FollowUpStatus } from "../models"
import { retryDelayMs } from "../lib/backoff"
import { ModuleConcern, type Row } from "../lib/module-concern"

/** A follow-up row as the queue reads it (snake_case, as stored). */
export interface FollowUpRecord {
  id: string
  kind: FollowUpKind
  order_id: string | null
  dedupe_key: string
  payload: Record<string, unknown>
  status: FollowUpStatus
  attempts: number
  next_attempt_at: Date | null
  last_error: string | null
  outcome: string | null
  completed_at: Date | null
  created_at: Date
  updated_at: Date
}

export interface FollowUpInput {
  kind: FollowUpKind
  order_id?: string | null
  payload: Record<string, unknown>
  dedupe_key: string
}

const record = (row: Row): FollowUpRecord => ({ ...(row as unknown as FollowUpRecord), attempts: Number(row.attempts ?? 0) })
/** Errors are stored for the merchant to read: bounded, and messages only (callers pass no bodies). */
const errorText = (error: string) => error.slice(0, 1000)

// A row is due when it waits and its time has come, or when its worker's lease ran out (the
// process died mid-way). Shared by the single and the batch claim so both see the same rows.
// The lease stays because neither engine hands a crashed synchronous run to another process: an
// in-memory run dies with its process, and a stored Redis run keeps its transactionId taken.
const DUE = `"deleted_at" IS NULL AND "next_attempt_at" <= now() AND "status" IN ('pending', 'running')`

// What every claim (single, batch, the admin's retry of a dead row) writes: one more attempt, held
// until the lease (the statement's first parameter) runs out.
const TAKE_CLAIM = `"status" = 'running', "attempts" = "attempts" + 1, "next_attempt_at" = ?, "updated_at" = now()`

/**
 * The durable queue of follow-up work of order events (capture on shipment, void after cancel,
 * return notification, order update) in `riverty_follow_up`: only the statements Medusa's
 * generated service cannot express; plain reads go through the module's generated
 * listRivertyFollowUps / listAndCountRivertyFollowUps. A claim takes a lease, and completing or
 * failing applies only to the claim still held (status and attempt number match), so a worker
 * whose lease ran out cannot overwrite the one that took over.
 */
export class FollowUpQueue extends ModuleConcern {
  private lease(): Date {
    return new Date(Date.now() + this.options.followUpLeaseMs)
  }

  /** Stores the follow-up unless its dedupe key is stored already; the new row, or null for a redelivery. */
  @InjectManager()
  async insertOnce(input: FollowUpInput, @MedusaContext() context: Context = {}): Promise<FollowUpRecord | null> {
    // Raw SQL: ON CONFLICT DO NOTHING makes two deliveries of one event store one row without a read first.
    const inserted: Row[] = await this.manager(context).execute(
      `INSERT INTO "riverty_follow_up"
         ("id", "kind", "order_id", "dedupe_key", "payload", "status", "attempts", "next_attempt_at", "created_at", "updated_at")
       VALUES (?, ?, ?, ?, ?::jsonb, 'pending', 0, now(), now(), now())
       ON CONFLICT DO NOTHING
       RETURNING *`,
      [generateEntityId(undefined, "rvfup"), input.kind, input.order_id ?? null, input.dedupe_key, JSON.stringify(input.payload)],
    )
    return inserted.length ? record(inserted[0]) : null
  }

  /** Takes one follow-up if it is due; null when another worker has it or it is not due. */
  @InjectManager()
  async claim(id: string, @MedusaContext() context: Context = {}): Promise<FollowUpRecord | null> {
    // Raw SQL: a conditional UPDATE ... RETURNING is the claim; of workers racing for the row one gets it.
    const rows: Row[] = await this.manager(context).execute(
      `UPDATE "riverty_follow_up"
          SET ${TAKE_CLAIM}
        WHERE "id" = ? AND ${DUE}
        RETURNING *`,
      [this.lease(), id],
    )
    return rows.length ? record(rows[0]) : null
  }

  /** Takes up to `limit` due follow-ups, oldest first; rows another worker is claiming are skipped. */
  @InjectManager()
  async claimDue(limit: number, @MedusaContext() context: Context = {}): Promise<FollowUpRecord[]> {
    // Raw SQL: SKIP LOCKED lets the retry job of several servers take different rows at once.
    const rows: Row[] = await this.manager(context).execute(
      `UPDATE "riverty_follow_up"
          SET ${TAKE_CLAIM}
        WHERE "id" IN (
          SELECT "id" FROM "riverty_follow_up" WHERE ${DUE}
           ORDER BY "next_attempt_at" ASC
           LIMIT ?
           FOR UPDATE SKIP LOCKED)
          AND ${DUE}
        RETURNING *`,
      [this.lease(), limit],
    )
    return rows.map(record).sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())
  }

  /** The work happened or is no longer needed; `outcome` says which. False when the claim was lost. */
  @InjectManager()
  async complete(claimed: FollowUpRecord, outcome: string, @MedusaContext() context: Context = {}): Promise<boolean> {
    // Raw SQL: conditional on the claim still held (status and attempt), answering whether it was.
    const rows: Row[] = await this.manager(context).execute(
      `UPDATE "riverty_follow_up"
          SET "status" = 'done', "outcome" = ?, "next_attempt_at" = NULL, "completed_at" = now(), "updated_at" = now()
        WHERE "id" = ? AND "status" = 'running' AND "attempts" = ?
        RETURNING "id"`,
      [outcome.slice(0, 500), claimed.id, claimed.attempts],
    )
    return rows.length > 0
  }

  /**
   * Records a failed attempt: due again after an exponential backoff, or `dead` once the attempts
   * are used up (or at once when `permanent`: retrying cannot help, the merchant must look).
   * The backoff lives on the row, not in a step's retryInterval: a retryInterval makes the run
   * asynchronous (no outcome for the caller) and its timer dies with an in-memory engine's process.
   */
  @InjectManager()
  async fail(
    claimed: FollowUpRecord,
    error: string,
    permanent = false,
    @MedusaContext() context: Context = {},
  ): Promise<{ status: "pending" | "dead"; next_attempt_at: Date | null } | null> {
    const dead = permanent || claimed.attempts >= this.options.followUpMaxAttempts
    const next = dead
      ? null
      : new Date(Date.now() + retryDelayMs(claimed.attempts, this.options.followUpRetryBaseMs, this.options.followUpRetryMaxMs))
    // Raw SQL: conditional on the claim still held (status and attempt), answering whether it was.
    const rows: Row[] = await this.manager(context).execute(
      `UPDATE "riverty_follow_up"
          SET "status" = ?, "last_error" = ?, "next_attempt_at" = ?, "updated_at" = now()
        WHERE "id" = ? AND "status" = 'running' AND "attempts" = ?
        RETURNING "id"`,
      [dead ? "dead" : "pending", errorText(error), next, claimed.id, claimed.attempts],
    )
    return rows.length ? { status: dead ? "dead" : "pending", next_attempt_at: next } : null
  }

  /**
   * Admin retry: takes a dead follow-up straight into a claim of its own (one more attempt, with a
   * lease), so the retry job cannot take it in between; null for any other status.
   */
  @InjectManager()
  async claimDead(id: string, @MedusaContext() context: Context = {}): Promise<FollowUpRecord | null> {
    // Raw SQL: a conditional UPDATE ... RETURNING; of two admin retries racing, one gets the row.
    const rows: Row[] = await this.manager(context).execute(
      `UPDATE "riverty_follow_up"
          SET ${TAKE_CLAIM}
        WHERE "id" = ? AND "deleted_at" IS NULL AND "status" = 'dead'
        RETURNING *`,
      [this.lease(), id],
    )
    return rows.length ? record(rows[0]) : null
  }
}
