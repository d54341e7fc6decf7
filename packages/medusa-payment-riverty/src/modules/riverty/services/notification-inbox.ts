import { createHash, randomFillSync } from "node:crypto"
import type { Context, InferTypeOf } from "@medusajs/framework/types"
import { InjectManager, MedusaContext } from "@medusajs/framework/utils"
import { monotonicFactory } from "ulid"
import { retryDelayMs } from "../lib/backoff"
import { firstAttemptAt, inboxInsertOutcome, type InboxStatus } from "../lib/inbox-insert"
import { conflictOf } from "../lib/redelivery-conflict"
import { ModuleConcern, type Row } from "../lib/module-concern"
import type { SqlEntityManager } from "@medusajs/framework/mikro-orm/postgresql"
import type { NotificationSource, RivertyNotification } from "../models"

export type NotificationRecord = InferTypeOf<typeof RivertyNotification>

/**
 * Row ids as Medusa's generateEntityId makes them (`rvntf_` and a ULID), from a monotonic
 * generator: fresh randomness once per millisecond, counted up within it. Its random characters
 * come from a pool filled 4 KB at a time: `ulid` on its own asks the system for one byte per
 * character (sixteen calls per id), which the intake's profile showed as a twentieth of its CPU
 * under a burst. The same bytes and the same mapping to characters, only fetched in bulk.
 */
const randomPool = Buffer.alloc(4096)
let nextRandom = randomPool.length
const pooledRandom = (): number => {
  if (nextRandom === randomPool.length) {
    randomFillSync(randomPool)
    nextRandom = 0
  }
  return randomPool[nextRandom++] / 0xff
}
const nextUlid = monotonicFactory(pooledRandom)
const newRowId = (): string => `rvntf_${nextUlid()}`

export interface IncomingNotification {
  notification_id: string
  source: NotificationSource
  type: string
  order_number?: string | null
  /**
   * The exact body received, a JSON document the receiver has validated: stored as it came, and
   * parsed by PostgreSQL into the row's `payload` (so the body crosses to the database once).
   */
  raw_body: string
  signature?: string | null
  /** `skipped` for types without an effect; they are kept but never processed. */
  status?: InboxStatus
}

export interface RejectedNotification {
  notification_id_hint?: string | null
  type?: string | null
  reason: string
  raw_body: string
  payload?: unknown
}

interface QueuedStore {
  input: IncomingNotification
  resolve: (outcome: { stored: boolean; id: string | null }) => void
  reject: (error: unknown) => void
}

/**
 * Inserts of the receiver's queue a process runs at once, and rows per insert. One at a time
 * measured best (bench figure 3): every delivery that arrives meanwhile shares the next commit.
 */
const MAX_INSERTS_IN_FLIGHT = 1
const MAX_ROWS_PER_INSERT = 100

/**
 * The notification inbox (`riverty_notification`). Deduplication and claiming are single SQL
 * statements, so they hold across concurrent requests and across several server processes.
 */
export class NotificationInbox extends ModuleConcern {
  /**
   * Stores a notification once. `stored` is false when its id was already in the inbox, in which
   * case nothing changed; the caller acknowledges without acting.
   */
  @InjectManager()
  async store(input: IncomingNotification, @MedusaContext() context: Context = {}): Promise<{ stored: boolean; id: string | null }> {
    const status = input.status ?? "received"
    // Raw SQL: INSERT … ON CONFLICT DO NOTHING RETURNING, so the unique index decides a redelivery atomically.
    const rows: Row[] = await this.manager(context).execute(
      `INSERT INTO "riverty_notification"
         ("id", "notification_id", "source", "type", "status", "attempts", "received_at", "next_attempt_at",
          "order_number", "payload", "raw_body", "signature", "created_at", "updated_at")
       VALUES (?, ?, ?, ?, ?, 0, now(), ?, ?, ?::jsonb, ?, ?, now(), now())
       ON CONFLICT DO NOTHING
       RETURNING "id"`,
      [
        newRowId(),
        input.notification_id,
        input.source,
        input.type,
        status,
        // A safety net: if the "received" event is lost, the retry job picks the row up from here.
        firstAttemptAt(status, Date.now(), this.options.processingLeaseMs),
        input.order_number ?? null,
        input.raw_body,
        input.raw_body,
        input.signature ?? null,
      ],
    )
    return inboxInsertOutcome(rows)
  }

  /**
   * Stores a notification as the receiver does under load: arrivals while an insert of this process
   * is in flight wait for it and go in the next one together (one statement, one commit for many),
   * so a burst costs the database a few commits instead of one per delivery, and a single delivery
   * waits for nothing. Same outcome as `store`: stored once per notification id, whichever
   * process or batch its copies arrive in (the unique index decides).
   */
  storeQueued(input: IncomingNotification): Promise<{ stored: boolean; id: string | null }> {
    return new Promise((resolve, reject) => {
      this.queue_.push({ input, resolve, reject })
      if (this.inFlight_ < MAX_INSERTS_IN_FLIGHT) void this.flushQueue()
    })
  }

  private queue_: QueuedStore[] = []
  private inFlight_ = 0

  private async flushQueue(): Promise<void> {
    this.inFlight_ += 1
    try {
      while (this.queue_.length) {
        const batch = this.queue_.splice(0, MAX_ROWS_PER_INSERT)
        try {
          const outcomes = await this.storeMany(batch.map((entry) => entry.input))
          batch.forEach((entry, i) => entry.resolve(outcomes[i]))
        } catch {
          // One statement for the batch failed: each on its own, so one bad row fails alone.
          await Promise.all(batch.map((entry) => this.store(entry.input).then(entry.resolve, entry.reject)))
        }
      }
    } finally {
      this.inFlight_ -= 1
    }
  }

  /**
   * Stores several notifications in one `INSERT … ON CONFLICT DO NOTHING RETURNING "id"`; the
   * outcome of each, in order. Copies of one id in the same batch: the first is stored, the
   * others are duplicates, as if they had come one after another. Its own statement, never part
   * of a caller's transaction: it runs on the module's knex directly (taken once), because an
   * entity manager forked per batch was most of a small batch's cost in the intake's profile.
   */
  async storeMany(inputs: IncomingNotification[]): Promise<Array<{ stored: boolean; id: string | null }>> {
    const now = Date.now()
    const ids = inputs.map(() => newRowId())
    const params: unknown[] = []
    const values = inputs.map((input, i) => {
      const status = input.status ?? "received"
      params.push(
        ids[i],
        input.notification_id,
        input.source,
        input.type,
        status,
        firstAttemptAt(status, now, this.options.processingLeaseMs),
        input.order_number ?? null,
        input.raw_body,
        input.signature ?? null,
      )
      return "(?, ?, ?, ?, ?, ?::timestamptz, ?, ?::text, ?)"
    })
    // Raw SQL: one multi-row INSERT … ON CONFLICT DO NOTHING RETURNING for the whole batch.
    // Through knex with bound parameters: the manager's execute() would inline every value into
    // the SQL text (escaping each body in JavaScript and making PostgreSQL lex it), which the
    // intake's profile showed as a good part of its cost; bound, the bodies travel as parameters,
    // each once: the payload column is the body parsed by PostgreSQL.
    const result = (await this.knex().raw(
      `INSERT INTO "riverty_notification"
         ("id", "notification_id", "source", "type", "status", "attempts", "received_at", "next_attempt_at",
          "order_number", "payload", "raw_body", "signature", "created_at", "updated_at")
       SELECT v.id, v.notification_id, v.source, v.type, v.status, 0, now(), v.next_attempt_at,
              v.order_number, v.raw_body::jsonb, v.raw_body, v.signature, now(), now()
         FROM (VALUES ${values.join(", ")})
           AS v (id, notification_id, source, type, status, next_attempt_at, order_number, raw_body, signature)
       ON CONFLICT DO NOTHING
       RETURNING "id"`,
      params as never[],
    )) as { rows: Row[] }
    const rows = result.rows
    const inserted = new Set(rows.map((row) => String(row.id)))
    return ids.map((id) => (inserted.has(id) ? { stored: true, id } : { stored: false, id: null }))
  }

  private knex_: ReturnType<SqlEntityManager["getKnex"]> | undefined

  /** The module's knex (one pool for the process, whichever entity manager hands it out). */
  private knex(): ReturnType<SqlEntityManager["getKnex"]> {
    this.knex_ ??= (this.baseRepository_ as { getFreshManager(): SqlEntityManager }).getFreshManager().getKnex()
    return this.knex_
  }

  /**
   * Keeps a malformed delivery for diagnosis, once: it is never processed, and Riverty redelivers
   * a refused body again and again. Its notification id is `rejected:` and the SHA-256 of the
   * bytes (a malformed body has no trustworthy id of its own), so the inbox's unique index on
   * notification ids keeps one row per body. Returns the new row's id (null when that body was
   * already kept) and the notification id it is kept under.
   */
  @InjectManager()
  async storeRejected(input: RejectedNotification, @MedusaContext() context: Context = {}): Promise<{ id: string | null; notificationId: string }> {
    const notificationId = `rejected:${createHash("sha256").update(input.raw_body, "utf8").digest("hex")}`
    // Raw SQL: INSERT … ON CONFLICT DO NOTHING RETURNING, one row per body however often it comes.
    const inserted: Row[] = await this.manager(context).execute(
      `INSERT INTO "riverty_notification"
         ("id", "notification_id", "source", "type", "status", "attempts", "received_at", "last_error",
          "payload", "raw_body", "outcome", "created_at", "updated_at")
       VALUES (?, ?, 'notification', ?, 'rejected', 0, now(), ?, ?::jsonb, ?, ?, now(), now())
       ON CONFLICT DO NOTHING
       RETURNING "id"`,
      [
        newRowId(),
        notificationId,
        input.type ?? null,
        input.reason,
        JSON.stringify(input.payload ?? null),
        input.raw_body,
        input.notification_id_hint ? `claimed id ${input.notification_id_hint}` : null,
      ],
    )
    return { id: inserted.length ? String(inserted[0].id) : null, notificationId }
  }

  /**
   * Claims a notification for one workflow run: status `processing`, one more attempt, and a lease
   * until which no other run takes it. `retry` (the admin's) takes failed and dead rows; otherwise
   * the row must be waiting, failed, or held by a run whose lease ran out (its process died). Null
   * when another run has it or it needs nothing more.
   */
  @InjectManager()
  async claimRun(id: string, retry: boolean, @MedusaContext() context: Context = {}): Promise<NotificationRecord | null> {
    // Raw SQL: one conditional UPDATE … RETURNING, so of two runs of one row exactly one gets it.
    const rows: Row[] = await this.manager(context).execute(
      `UPDATE "riverty_notification"
          SET "status" = 'processing', "attempts" = "attempts" + 1, "next_attempt_at" = ?, "updated_at" = now()
        WHERE "id" = ? AND "deleted_at" IS NULL
          AND (${retry ? `"status" IN ('failed', 'dead')` : `"status" IN ('received', 'failed') OR ("status" = 'processing' AND "next_attempt_at" <= now())`})
        RETURNING *`,
      [new Date(Date.now() + this.options.processingLeaseMs), id],
    )
    return rows.length ? (rows[0] as unknown as NotificationRecord) : null
  }

  /**
   * Ends a claimed notification's processing: `processed` when it was applied, `contradicted` when
   * Riverty's order said otherwise and nothing was changed (the outcome says why).
   */
  @InjectManager()
  async markProcessed(
    id: string,
    outcome: string,
    status: "processed" | "contradicted" = "processed",
    @MedusaContext() context: Context = {},
  ): Promise<void> {
    // Raw SQL: a conditional UPDATE, so only the run holding the claim ends it.
    await this.manager(context).execute(
      `UPDATE "riverty_notification"
          SET "status" = ?, "processed_at" = now(), "next_attempt_at" = NULL, "last_error" = NULL,
              "outcome" = ?, "updated_at" = now()
        WHERE "id" = ? AND "status" = 'processing'`,
      [status, outcome, id],
    )
  }

  /**
   * Records a delivery whose id is already in the inbox but whose body is another one: the first
   * body stays the one processed, and this one's SHA-256, size and arrival are appended to the row's
   * `conflicts`, once per distinct body (a body equal to the stored one is a plain redelivery and
   * records nothing). One statement, so concurrent copies record it once. Returns the row's id when
   * a conflict was recorded now, null otherwise.
   */
  @InjectManager()
  async recordConflict(notificationId: string, rawBody: string, @MedusaContext() context: Context = {}): Promise<string | null> {
    const conflict = conflictOf(rawBody)
    // Raw SQL: a conditional jsonb append in one UPDATE, so concurrent copies record a body once.
    const rows: Row[] = await this.manager(context).execute(
      `UPDATE "riverty_notification"
          SET "conflicts" = COALESCE("conflicts", '[]'::jsonb) || jsonb_build_array(jsonb_build_object('sha256', ?::text, 'bytes', ?::int, 'received_at', now())),
              "updated_at" = now()
        WHERE "notification_id" = ? AND "deleted_at" IS NULL
          AND "raw_body" IS DISTINCT FROM ?
          AND NOT (COALESCE("conflicts", '[]'::jsonb) @> jsonb_build_array(jsonb_build_object('sha256', ?::text)))
        RETURNING "id"`,
      [conflict.sha256, conflict.bytes, notificationId, rawBody, conflict.sha256],
    )
    return rows.length ? String(rows[0].id) : null
  }

  /**
   * Records the failure of a run that made attempt `attempts`: retried with backoff, or parked as
   * dead after maxAttempts.
   */
  @InjectManager()
  async markFailed(
    id: string,
    attempts: number,
    error: string,
    @MedusaContext() context: Context = {},
  ): Promise<{ status: "failed" | "dead"; next_attempt_at: Date | null }> {
    const dead = attempts >= this.options.maxAttempts
    const next = dead
      ? null
      : new Date(Date.now() + retryDelayMs(attempts, this.options.retryBaseDelayMs, this.options.retryMaxDelayMs))
    // Raw SQL: a conditional UPDATE, so only the run holding the claim records its failure.
    await this.manager(context).execute(
      `UPDATE "riverty_notification"
          SET "status" = ?, "last_error" = ?, "next_attempt_at" = ?, "updated_at" = now()
        WHERE "id" = ? AND "status" = 'processing'`,
      [dead ? "dead" : "failed", error.slice(0, 2000), next, id],
    )
    return { status: dead ? "dead" : "failed", next_attempt_at: next }
  }

  /** How many notifications are in each status (the admin's Connection banner). */
  @InjectManager()
  async countByStatus(@MedusaContext() context: Context = {}): Promise<Record<string, number>> {
    // Raw SQL: an aggregate (GROUP BY), which the generated list methods do not do.
    const rows: Row[] = await this.manager(context).execute(
      `SELECT "status", count(*)::int AS "count" FROM "riverty_notification" WHERE "deleted_at" IS NULL GROUP BY "status"`,
    )
    return Object.fromEntries(rows.map((row) => [String(row.status), Number(row.count)]))
  }
}
