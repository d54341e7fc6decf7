import { createHash, createHmac } from "node:crypto"
import type { Context, InferTypeOf } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaError, MedusaService, generateEntityId } from "@medusajs/framework/utils"
import type { SqlEntityManager } from "@medusajs/framework/mikro-orm/postgresql"
import { retryDelayMs } from "./lib/backoff"
import { firstAttemptAt, inboxInsertOutcome, type InboxStatus } from "./lib/inbox-insert"
import { FollowUpQueue, type FollowUpInput, type FollowUpRecord } from "./lib/follow-up-queue"
import { decodePersonalDataKey, maskPersonalData, PersonalDataVault, personalFingerprint, type PersonalData } from "./lib/personal-data-vault"
import {
  RivertyAdminRequest,
  RivertyConnectionState,
  RivertyFollowUp,
  RivertyLedgerEntry,
  RivertyMerchant,
  RivertyNotification,
  RivertyPaymentSession,
  RivertyReturnOrder,
  type ConnectionStateKey,
  type NotificationSource,
} from "./models"
import { parseModuleOptions, type RivertyModuleOptions } from "./options"

export type NotificationRecord = InferTypeOf<typeof RivertyNotification>
export type LedgerEntryRecord = InferTypeOf<typeof RivertyLedgerEntry>
export type ReturnOrderRecord = InferTypeOf<typeof RivertyReturnOrder>
export type MerchantRecord = InferTypeOf<typeof RivertyMerchant>
export type PaymentSessionStateRecord = InferTypeOf<typeof RivertyPaymentSession>
export type PaymentSessionStatePatch = Partial<Omit<PaymentSessionStateRecord, "id" | "session_id" | "created_at" | "updated_at" | "deleted_at">>

/** What a merchant onboarding records before Riverty answers (no personal data: company facts only). */
export interface NewMerchantOnboarding {
  partner_reference: string
  legal_name: string
  country: string
  shop_name: string
  market_country: string
}

export interface NewPaymentSessionState {
  session_id: string
  method: string
  order_number: string
  currency?: string | null
  amount?: string | null
  choices: Record<string, unknown>
  personal: PersonalData
}

export interface IncomingNotification {
  notification_id: string
  source: NotificationSource
  type: string
  order_number?: string | null
  payload: unknown
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

type Row = Record<string, unknown>

/** The shopper's connection as the server saw it on a checkout request (see models/checkout-client.ts). */
export interface CheckoutClient {
  ip_address?: string
  user_agent?: string
}

/**
 * The notification inbox and the order ledger. Deduplication and claiming are single SQL
 * statements, so they hold across concurrent requests and across several server processes.
 */
export default class RivertyModuleService extends MedusaService({
  RivertyNotification,
  RivertyLedgerEntry,
  RivertyReturnOrder,
  RivertyAdminRequest,
  RivertyPaymentSession,
  RivertyFollowUp,
  RivertyMerchant,
  RivertyConnectionState,
}) {
  readonly options: RivertyModuleOptions
  private readonly vault: PersonalDataVault
  private readonly fingerprintKey: Buffer

  constructor(container: Record<string, unknown>, options: Record<string, unknown> = {}) {
    // eslint-disable-next-line prefer-rest-params
    super(...arguments)
    this.options = parseModuleOptions(options)
    const key = decodePersonalDataKey(this.options.personalDataKey) as Buffer
    this.vault = new PersonalDataVault(key)
    // A key of its own for fingerprints, derived so the encryption key is used for one purpose.
    this.fingerprintKey = createHmac("sha256", key).update("riverty personal fingerprints").digest()
  }

  /** A keyed fingerprint of a personal value, for cache keys: never the value in clear, nor its plain hash. */
  async fingerprint(value: string): Promise<string> {
    return personalFingerprint(this.fingerprintKey, value)
  }

  /** Seals a value with the personal-data key for `boundTo` (its cart, its cache key): it opens only for that. */
  async sealPersonal(value: unknown, boundTo: string): Promise<string> {
    return this.vault.seal(value, boundTo)
  }

  async openSealed<T>(record: string, boundTo: string): Promise<T> {
    return this.vault.open<T>(record, boundTo)
  }

  // Customer lookups. The promise (docs/checkout.md, "What a customer lookup reveals"): from an
  // identification number, or a mobile number with a postal code, a guest learns only Riverty's
  // masked answer. What only a
  // lookup revealed (full names, street, postal code, city, phone) is kept here, sealed and bound
  // to the cart it was made for, and is readable through no store route, the cart or the order
  // confirmation before Riverty has authorized a purchase for that person: confirm writes only the
  // masked values into the cart, authorize sends the full address to Riverty (the provider reads
  // it here), and after an authorized order is placed the full address becomes the order's billing
  // address for the merchant and the row is deleted. Unconfirmed rows live LOOKUP_TTL_SECONDS,
  // confirmed ones the personal-data retention; the hourly purge deletes them after that.

  /** Keeps a lookup's full answer for `cartId` for `ttlSeconds`; returns the lookup id the shopper confirms with. */
  @InjectManager()
  async storeCustomerLookup(cartId: string, full: unknown, ttlSeconds: number, @MedusaContext() context: Context = {}): Promise<string> {
    const manager = context.manager as SqlEntityManager
    const id = generateEntityId(undefined, "rvlk")
    await manager.execute(
      `INSERT INTO "riverty_customer_lookup" ("id", "cart_id", "sealed", "expires_at", "created_at", "updated_at")
       VALUES (?, ?, ?, now() + make_interval(secs => ?), now(), now())`,
      [id, cartId, this.vault.seal(full, cartId), ttlSeconds],
    )
    return id
  }

  /**
   * Takes a lookup for its cart, once: one statement marks it used (and keeps it for the
   * personal-data retention, until authorize needs it), so two confirms (also from two server
   * processes) cannot both get it. An earlier confirmed lookup of the cart is dropped: the latest
   * confirm is the cart's customer. Null when unknown, for another cart, used or expired.
   */
  @InjectManager()
  async claimCustomerLookup<T>(id: string, cartId: string, @MedusaContext() context: Context = {}): Promise<T | null> {
    const manager = context.manager as SqlEntityManager
    const [row]: Row[] = await manager.execute(
      `UPDATE "riverty_customer_lookup"
          SET "used_at" = now(), "updated_at" = now(), "expires_at" = now() + make_interval(hours => ?)
        WHERE "id" = ? AND "cart_id" = ? AND "used_at" IS NULL AND "expires_at" > now() AND "deleted_at" IS NULL
        RETURNING "sealed"`,
      [this.options.personalDataRetentionHours, id, cartId],
    )
    if (!row) return null
    let lookup: T
    try {
      lookup = await this.vault.open<T>(String(row.sealed), cartId)
    } catch {
      // Sealed under a key or format this process cannot open (personalDataKey rotated, or a
      // record from before associated data): nothing to confirm; the shopper looks up again.
      await manager.execute(`DELETE FROM "riverty_customer_lookup" WHERE "id" = ?`, [id])
      return null
    }
    await manager.execute(`DELETE FROM "riverty_customer_lookup" WHERE "cart_id" = ? AND "id" <> ? AND "used_at" IS NOT NULL`, [cartId, id])
    return lookup
  }

  /** The cart's confirmed lookup (the latest, unexpired), or undefined: for authorize and the placed order. */
  @InjectManager()
  async confirmedCustomerLookupOf<T>(cartId: string, @MedusaContext() context: Context = {}): Promise<T | undefined> {
    const manager = context.manager as SqlEntityManager
    const [row]: Row[] = await manager.execute(
      `SELECT "sealed" FROM "riverty_customer_lookup"
        WHERE "cart_id" = ? AND "used_at" IS NOT NULL AND "expires_at" > now() AND "deleted_at" IS NULL
        ORDER BY "used_at" DESC LIMIT 1`,
      [cartId],
    )
    if (!row) return undefined
    try {
      return await this.vault.open<T>(String(row.sealed), cartId)
    } catch {
      // Sealed under a rotated personalDataKey: sending the masked cart address instead would
      // only be refused by Riverty, so the shopper is asked for the address again.
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        "Riverty: the address found by the customer lookup can no longer be read; please look yourself up again or enter your address",
      )
    }
  }

  /** Deletes every lookup of the cart (its order has the address now). */
  @InjectManager()
  async forgetCustomerLookups(cartId: string, @MedusaContext() context: Context = {}): Promise<void> {
    const manager = context.manager as SqlEntityManager
    await manager.execute(`DELETE FROM "riverty_customer_lookup" WHERE "cart_id" = ?`, [cartId])
  }

  /**
   * Records a new payment session: the provider's state, the storefront's choices, and the
   * personal fields sealed in the vault (only their masked forms stay readable).
   */
  async recordPaymentSession(input: NewPaymentSessionState): Promise<PaymentSessionStateRecord> {
    const hasPersonal = Object.values(input.personal).some((v) => v !== undefined)
    const fields = {
      method: input.method,
      order_number: input.order_number,
      currency: input.currency ?? null,
      amount: input.amount ?? null,
      choices: input.choices,
      masked: maskPersonalData(input.personal),
      personal_data: hasPersonal ? this.vault.seal(input.personal, input.session_id) : null,
      personal_data_at: hasPersonal ? new Date() : null,
    }
    const existing = await this.paymentSessionState(input.session_id)
    if (existing) return this.updatePaymentSessionState(input.session_id, fields)
    const created = await this.createRivertyPaymentSessions({ session_id: input.session_id, ...fields })
    return created as PaymentSessionStateRecord
  }

  /** The provider's record of a Medusa payment session, or null when the provider never saw it. */
  async paymentSessionState(sessionId: string): Promise<PaymentSessionStateRecord | null> {
    const [row] = await this.listRivertyPaymentSessions({ session_id: sessionId }, { take: 1 })
    return (row as PaymentSessionStateRecord | undefined) ?? null
  }

  async updatePaymentSessionState(sessionId: string, patch: PaymentSessionStatePatch): Promise<PaymentSessionStateRecord> {
    const row = await this.paymentSessionState(sessionId)
    if (!row) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Riverty: no provider state for payment session ${sessionId}`)
    const updated = await this.updateRivertyPaymentSessions({ id: row.id, ...patch })
    return updated as PaymentSessionStateRecord
  }

  /**
   * Claims deleted sessions whose Riverty order may still hold (or come to hold) the shopper's limit:
   * an authorize without a known answer, or a hosted page still open when Medusa deleted the
   * session. One statement takes up to `limit` rows whose claim has run out and sets their next
   * claim `leaseMs` ahead; rows another process is claiming are skipped (SKIP LOCKED), so two
   * servers running the sweep never read the same session in the same round. The oldest claims
   * come first, so a backlog is worked through in turn.
   */
  @InjectManager()
  async claimAbandonedSessions(limit: number, leaseMs: number, @MedusaContext() context: Context = {}): Promise<PaymentSessionStateRecord[]> {
    const manager = context.manager as SqlEntityManager
    const rows: Row[] = await manager.execute(
      `UPDATE "riverty_payment_session"
          SET "orphan_check_at" = now() + make_interval(secs => ?), "updated_at" = now()
        WHERE "id" IN (
          SELECT "id" FROM "riverty_payment_session"
           WHERE "session_deleted_at" IS NOT NULL AND "orphan_settled_at" IS NULL AND "deleted_at" IS NULL
             AND ("orphan_check_at" IS NULL OR "orphan_check_at" <= now())
           ORDER BY "orphan_check_at" ASC NULLS FIRST, "session_deleted_at" ASC
           LIMIT ?
           FOR UPDATE SKIP LOCKED)
        RETURNING *`,
      [leaseMs / 1000, limit],
    )
    return rows as unknown as PaymentSessionStateRecord[]
  }

  /** The session's personal fields, decrypted for the authorize call only (never stored in clear). */
  async openPersonalData(row: Pick<PaymentSessionStateRecord, "personal_data" | "session_id">): Promise<PersonalData> {
    return row.personal_data ? this.vault.open(row.personal_data, row.session_id) : {}
  }

  /**
   * Deletes personal data older than the retention of sessions that never reached authorize (the
   * shopper left, or the cart changed and Medusa made a new session), and the checkout clients
   * (IP address, user agent) of carts as old, expired customer lookups (unconfirmed after
   * LOOKUP_TTL_SECONDS, confirmed after the retention) and expired store route cache rows (the
   * customer lookup's hold a sealed profile). Returns how many rows.
   */
  @InjectManager()
  async purgeStalePersonalData(now = new Date(), @MedusaContext() context: Context = {}): Promise<number> {
    const manager = context.manager as SqlEntityManager
    const cutoff = new Date(now.getTime() - this.options.personalDataRetentionHours * 3_600_000)
    const rows: Row[] = await manager.execute(
      `UPDATE "riverty_payment_session"
          SET "personal_data" = NULL, "updated_at" = now()
        WHERE "personal_data" IS NOT NULL AND "personal_data_at" < ?
        RETURNING "id"`,
      [cutoff],
    )
    // Checkout clients of carts that never reached an answered authorize, kept no longer.
    const clients: Row[] = await manager.execute(
      `DELETE FROM "riverty_checkout_client" WHERE "captured_at" < ? RETURNING "id"`,
      [cutoff],
    )
    const lookups: Row[] = await manager.execute(`DELETE FROM "riverty_customer_lookup" WHERE "expires_at" <= now() RETURNING "id"`)
    const cached: Row[] = await manager.execute(`DELETE FROM "riverty_store_route_cache" WHERE "expires_at" <= now() RETURNING "id"`)
    return rows.length + clients.length + lookups.length + cached.length
  }

  /**
   * Keeps the shopper's IP address and user agent of the cart's latest checkout request (sealed),
   * for authorize's risk data. One upsert, so concurrent requests of one cart cannot collide.
   */
  @InjectManager()
  async recordCheckoutClient(cartId: string, client: CheckoutClient, @MedusaContext() context: Context = {}): Promise<void> {
    const manager = context.manager as SqlEntityManager
    await manager.execute(
      `INSERT INTO "riverty_checkout_client" ("id", "client", "captured_at", "created_at", "updated_at")
       VALUES (?, ?, now(), now(), now())
       ON CONFLICT ("id") DO UPDATE SET "client" = excluded."client", "captured_at" = now(), "updated_at" = now(), "deleted_at" = NULL`,
      [cartId, this.vault.seal(client, cartId)],
    )
  }

  /** The cart's recorded client, or undefined (none recorded, or sealed with a rotated key). */
  @InjectManager()
  async checkoutClientOf(cartId: string, @MedusaContext() context: Context = {}): Promise<CheckoutClient | undefined> {
    const manager = context.manager as SqlEntityManager
    const [row]: Row[] = await manager.execute(
      `SELECT "client" FROM "riverty_checkout_client" WHERE "id" = ? AND "deleted_at" IS NULL`,
      [cartId],
    )
    if (!row) return undefined
    try {
      return this.vault.open<CheckoutClient>(String(row.client), cartId)
    } catch {
      // Risk data is optional: an unreadable record is sent without, never blocks the checkout.
      return undefined
    }
  }

  /** Deletes the cart's client record (Riverty has answered authorize; it is no longer needed). */
  @InjectManager()
  async forgetCheckoutClient(cartId: string, @MedusaContext() context: Context = {}): Promise<void> {
    const manager = context.manager as SqlEntityManager
    await manager.execute(`DELETE FROM "riverty_checkout_client" WHERE "id" = ?`, [cartId])
  }

  /**
   * Stores a notification once. `stored` is false when its id was already in the inbox, in which
   * case nothing changed; the caller acknowledges without acting.
   */
  @InjectManager()
  async storeNotification(input: IncomingNotification, @MedusaContext() context: Context = {}): Promise<{ stored: boolean; id: string | null }> {
    const manager = context.manager as SqlEntityManager
    const id = generateEntityId(undefined, "rvntf")
    const status = input.status ?? "received"
    const rows: Row[] = await manager.execute(
      `INSERT INTO "riverty_notification"
         ("id", "notification_id", "source", "type", "status", "attempts", "received_at", "next_attempt_at",
          "order_number", "payload", "raw_body", "signature", "created_at", "updated_at")
       VALUES (?, ?, ?, ?, ?, 0, now(), ?, ?, ?::jsonb, ?, ?, now(), now())
       ON CONFLICT DO NOTHING
       RETURNING "id"`,
      [
        id,
        input.notification_id,
        input.source,
        input.type,
        status,
        // A safety net: if the "received" event is lost, the retry job picks the row up from here.
        firstAttemptAt(status, Date.now(), this.options.processingLeaseMs),
        input.order_number ?? null,
        JSON.stringify(input.payload ?? null),
        input.raw_body,
        input.signature ?? null,
      ],
    )
    return inboxInsertOutcome(rows)
  }

  /**
   * Keeps a malformed delivery for diagnosis, once: it is never processed, and Riverty redelivers
   * a refused body again and again. Its notification id is `rejected:` and the SHA-256 of the
   * bytes (a malformed body has no trustworthy id of its own), so the inbox's unique index on
   * notification ids keeps one row per body. Returns that row's id and whether it is new.
   */
  @InjectManager()
  async storeRejected(input: RejectedNotification, @MedusaContext() context: Context = {}): Promise<{ id: string; stored: boolean }> {
    const manager = context.manager as SqlEntityManager
    const id = generateEntityId(undefined, "rvntf")
    const notificationId = `rejected:${createHash("sha256").update(input.raw_body, "utf8").digest("hex")}`
    const inserted: Row[] = await manager.execute(
      `INSERT INTO "riverty_notification"
         ("id", "notification_id", "source", "type", "status", "attempts", "received_at", "last_error",
          "payload", "raw_body", "outcome", "created_at", "updated_at")
       VALUES (?, ?, 'notification', ?, 'rejected', 0, now(), ?, ?::jsonb, ?, ?, now(), now())
       ON CONFLICT DO NOTHING
       RETURNING "id"`,
      [
        id,
        notificationId,
        input.type ?? null,
        input.reason,
        JSON.stringify(input.payload ?? null),
        input.raw_body,
        input.notification_id_hint ? `claimed id ${input.notification_id_hint}` : null,
      ],
    )
    if (inserted.length) return { id: String(inserted[0].id), stored: true }
    const [existing]: Row[] = await manager.execute(
      `SELECT "id" FROM "riverty_notification" WHERE "notification_id" = ? AND "deleted_at" IS NULL`,
      [notificationId],
    )
    return { id: String(existing?.id ?? ""), stored: false }
  }

  /**
   * Takes a notification for processing: only one caller wins, and only while it is waiting, due
   * for a retry, or held by a worker whose lease ran out. Returns null when someone else has it or
   * it needs nothing more.
   */
  @InjectManager()
  async claimNotification(id: string, @MedusaContext() context: Context = {}): Promise<NotificationRecord | null> {
    const manager = context.manager as SqlEntityManager
    const rows: Row[] = await manager.execute(
      `UPDATE "riverty_notification"
          SET "status" = 'processing', "attempts" = "attempts" + 1, "next_attempt_at" = ?, "updated_at" = now()
        WHERE "id" = ? AND "deleted_at" IS NULL
          AND ("status" IN ('received', 'failed')
               OR ("status" = 'processing' AND "next_attempt_at" <= now()))
        RETURNING *`,
      [new Date(Date.now() + this.options.processingLeaseMs), id],
    )
    return rows.length ? (rows[0] as unknown as NotificationRecord) : null
  }

  @InjectManager()
  async markProcessed(id: string, outcome: string, @MedusaContext() context: Context = {}): Promise<void> {
    const manager = context.manager as SqlEntityManager
    await manager.execute(
      `UPDATE "riverty_notification"
          SET "status" = 'processed', "processed_at" = now(), "next_attempt_at" = NULL, "last_error" = NULL,
              "outcome" = ?, "updated_at" = now()
        WHERE "id" = ? AND "status" = 'processing'`,
      [outcome, id],
    )
  }

  /** Records a failed attempt: retried with backoff, or parked as dead after maxAttempts. */
  @InjectManager()
  async markFailed(id: string, error: string, @MedusaContext() context: Context = {}): Promise<{ status: "failed" | "dead"; next_attempt_at: Date | null }> {
    const manager = context.manager as SqlEntityManager
    const [row]: Row[] = await manager.execute(`SELECT "attempts" FROM "riverty_notification" WHERE "id" = ?`, [id])
    const attempts = Number(row?.attempts ?? 1)
    const dead = attempts >= this.options.maxAttempts
    const next = dead
      ? null
      : new Date(Date.now() + retryDelayMs(attempts, this.options.retryBaseDelayMs, this.options.retryMaxDelayMs))
    await manager.execute(
      `UPDATE "riverty_notification"
          SET "status" = ?, "last_error" = ?, "next_attempt_at" = ?, "updated_at" = now()
        WHERE "id" = ? AND "status" = 'processing'`,
      [dead ? "dead" : "failed", error.slice(0, 2000), next, id],
    )
    return { status: dead ? "dead" : "failed", next_attempt_at: next }
  }

  /** Ids of notifications whose next attempt is due (oldest first). */
  @InjectManager()
  async listDueNotificationIds(limit = 50, @MedusaContext() context: Context = {}): Promise<string[]> {
    const manager = context.manager as SqlEntityManager
    const rows: Row[] = await manager.execute(
      `SELECT "id" FROM "riverty_notification"
        WHERE "deleted_at" IS NULL AND "status" IN ('received', 'failed', 'processing')
          AND "next_attempt_at" <= now()
        ORDER BY "next_attempt_at" ASC
        LIMIT ?`,
      [limit],
    )
    return rows.map((r) => String(r.id))
  }

  /**
   * Makes a failed or dead notification due now (admin retry). Returns false for anything else:
   * processed ones are done, rejected ones were never valid.
   */
  @InjectManager()
  async requeueNotification(id: string, @MedusaContext() context: Context = {}): Promise<boolean> {
    const manager = context.manager as SqlEntityManager
    const rows: Row[] = await manager.execute(
      `UPDATE "riverty_notification"
          SET "status" = 'failed', "next_attempt_at" = now(), "updated_at" = now()
        WHERE "id" = ? AND "deleted_at" IS NULL AND "status" IN ('failed', 'dead')
        RETURNING "id"`,
      [id],
    )
    return rows.length > 0
  }

  // Store route limits. Medusa's cache and locking modules are in-memory by default, so a count
  // or an answer kept there is per process: with several server processes each one would allow
  // the full limit and call Riverty for itself. PostgreSQL is shared by every process of a store
  // in any setup, and one upsert on the primary key counts atomically.

  /**
   * Counts one request of `client` to `route` in the current fixed window (windows are aligned
   * on the database clock, the one clock all processes share). Returns the requests counted in
   * this window so far and the seconds until it ends.
   */
  @InjectManager()
  async countStoreRouteHit(
    route: string,
    client: string,
    windowSeconds: number,
    @MedusaContext() context: Context = {},
  ): Promise<{ hits: number; retryAfterSeconds: number }> {
    const manager = context.manager as SqlEntityManager
    const [row]: Row[] = await manager.execute(
      `WITH "w" AS (SELECT to_timestamp(floor(extract(epoch FROM now()) / ?) * ?) AS "start")
       INSERT INTO "riverty_store_route_hit" ("id", "hits", "window_ends_at", "created_at", "updated_at")
       SELECT ? || '|' || extract(epoch FROM "w"."start")::bigint, 1, "w"."start" + make_interval(secs => ?), now(), now() FROM "w"
       ON CONFLICT ("id") DO UPDATE SET "hits" = "riverty_store_route_hit"."hits" + 1, "updated_at" = now()
       RETURNING "hits", greatest(1, ceil(extract(epoch FROM "window_ends_at" - now())))::int AS "retry_after"`,
      [windowSeconds, windowSeconds, `${route}|${client}`, windowSeconds],
    )
    const hits = Number(row.hits)
    // The first request of a window: past windows of every client are no longer needed.
    if (hits === 1) await manager.execute(`DELETE FROM "riverty_store_route_hit" WHERE "window_ends_at" < now()`)
    return { hits, retryAfterSeconds: Number(row.retry_after) }
  }

  /** A cached store route answer that has not expired, or undefined. */
  @InjectManager()
  async readStoreRouteCache(key: string, @MedusaContext() context: Context = {}): Promise<unknown> {
    const manager = context.manager as SqlEntityManager
    const [row]: Row[] = await manager.execute(
      `SELECT "response" FROM "riverty_store_route_cache" WHERE "id" = ? AND "expires_at" > now() AND "deleted_at" IS NULL`,
      [key],
    )
    return row ? (row.response as { value: unknown }).value : undefined
  }

  /** Keeps a store route answer for `ttlSeconds` and drops expired ones. */
  @InjectManager()
  async writeStoreRouteCache(key: string, value: unknown, ttlSeconds: number, @MedusaContext() context: Context = {}): Promise<void> {
    const manager = context.manager as SqlEntityManager
    await manager.execute(
      `INSERT INTO "riverty_store_route_cache" ("id", "response", "expires_at", "created_at", "updated_at")
       VALUES (?, ?::jsonb, now() + make_interval(secs => ?), now(), now())
       ON CONFLICT ("id") DO UPDATE SET "response" = excluded."response", "expires_at" = excluded."expires_at",
                                        "updated_at" = now(), "deleted_at" = NULL`,
      [key, JSON.stringify({ value }), ttlSeconds],
    )
    await manager.execute(`DELETE FROM "riverty_store_route_cache" WHERE "expires_at" <= now()`)
  }

  // Follow-up work of order events (capture on shipment, void after cancel, return notification).
  // The SQL lives in FollowUpQueue; each method is one statement on the context's manager.

  private followUps(context: { manager?: unknown }): FollowUpQueue {
    return new FollowUpQueue(context.manager as SqlEntityManager, this.options)
  }

  /** Stores a follow-up once per dedupe key; `created` is false for a redelivered event. */
  @InjectManager()
  async enqueueFollowUp(input: FollowUpInput, @MedusaContext() context: Context = {}): Promise<{ created: boolean; followUp: FollowUpRecord }> {
    return this.followUps(context).enqueue(input)
  }

  /** Claims one due follow-up with a lease; null when it is not due or someone else holds it. */
  @InjectManager()
  async claimFollowUp(id: string, @MedusaContext() context: Context = {}): Promise<FollowUpRecord | null> {
    return this.followUps(context).claim(id)
  }

  /** Claims up to `limit` due follow-ups (several processes may call it at once). */
  @InjectManager()
  async claimDueFollowUps(limit = 20, @MedusaContext() context: Context = {}): Promise<FollowUpRecord[]> {
    return this.followUps(context).claimDue(limit)
  }

  @InjectManager()
  async completeFollowUp(claimed: FollowUpRecord, outcome: string, @MedusaContext() context: Context = {}): Promise<boolean> {
    return this.followUps(context).complete(claimed, outcome)
  }

  @InjectManager()
  async failFollowUp(
    claimed: FollowUpRecord,
    error: string,
    permanent = false,
    @MedusaContext() context: Context = {},
  ): Promise<{ status: "pending" | "dead"; next_attempt_at: Date | null } | null> {
    return this.followUps(context).fail(claimed, error, permanent)
  }

  /** Admin retry: claims a dead follow-up for one more attempt, now; null if it is not dead. */
  @InjectManager()
  async claimDeadFollowUp(id: string, @MedusaContext() context: Context = {}): Promise<FollowUpRecord | null> {
    return this.followUps(context).claimDead(id)
  }

  @InjectManager()
  async listOrderFollowUps(orderId: string, @MedusaContext() context: Context = {}): Promise<FollowUpRecord[]> {
    return this.followUps(context).listForOrder(orderId)
  }

  @InjectManager()
  async retrieveFollowUpRecord(id: string, @MedusaContext() context: Context = {}): Promise<FollowUpRecord | null> {
    return this.followUps(context).retrieve(id)
  }

  /** Follow-ups across orders (the admin's queued work), newest first. */
  @InjectManager()
  async listFollowUpRecords(
    filter: { status?: string; limit: number; offset: number },
    @MedusaContext() context: Context = {},
  ): Promise<{ rows: FollowUpRecord[]; count: number }> {
    return this.followUps(context).list(filter)
  }

  // The admin's Connection area: counts for its banner and the latest value per state key.

  /** How many rows of `table` are in each status. */
  @InjectManager()
  async countByStatus(table: "notification" | "follow_up", @MedusaContext() context: Context = {}): Promise<Record<string, number>> {
    const manager = context.manager as SqlEntityManager
    const rows: Row[] = await manager.execute(
      `SELECT "status", count(*)::int AS "count" FROM "riverty_${table}" WHERE "deleted_at" IS NULL GROUP BY "status"`,
    )
    return Object.fromEntries(rows.map((row) => [String(row.status), Number(row.count)]))
  }

  /** Ids of failed and dead notifications, oldest first, at most `limit` (the admin's retry-all). */
  @InjectManager()
  async listRetryableNotificationIds(limit: number, @MedusaContext() context: Context = {}): Promise<string[]> {
    const manager = context.manager as SqlEntityManager
    const rows: Row[] = await manager.execute(
      `SELECT "id" FROM "riverty_notification" WHERE "deleted_at" IS NULL AND "status" IN ('failed', 'dead')
        ORDER BY "received_at" ASC, "id" ASC LIMIT ?`,
      [limit],
    )
    return rows.map((row) => String(row.id))
  }

  /** Replaces the value of a connection state key (one upsert: the last writer of any process wins). */
  @InjectManager()
  async writeConnectionState(key: ConnectionStateKey, value: unknown, @MedusaContext() context: Context = {}): Promise<void> {
    const manager = context.manager as SqlEntityManager
    await manager.execute(
      `INSERT INTO "riverty_connection_state" ("id", "value", "created_at", "updated_at") VALUES (?, ?::jsonb, now(), now())
       ON CONFLICT ("id") DO UPDATE SET "value" = excluded."value", "updated_at" = now(), "deleted_at" = NULL`,
      [key, JSON.stringify(value)],
    )
  }

  /** The value of a connection state key, or undefined when nothing was stored yet. */
  @InjectManager()
  async readConnectionState<T>(key: ConnectionStateKey, @MedusaContext() context: Context = {}): Promise<T | undefined> {
    const manager = context.manager as SqlEntityManager
    const [row]: Row[] = await manager.execute(`SELECT "value" FROM "riverty_connection_state" WHERE "id" = ? AND "deleted_at" IS NULL`, [key])
    return row ? (row.value as T) : undefined
  }

  // Merchant onboarding, once per partnerReference across requests and processes.

  /**
   * Claims the onboarding of `input.partner_reference`: inserts its row, or takes over a failed
   * one (or one whose process died mid-call); the row id when this caller must call Riverty,
   * null when another caller did or is doing it.
   */
  @InjectManager()
  async claimMerchantOnboarding(input: NewMerchantOnboarding, @MedusaContext() context: Context = {}): Promise<string | null> {
    const manager = context.manager as SqlEntityManager
    const inserted: Row[] = await manager.execute(
      `INSERT INTO "riverty_merchant"
         ("id", "partner_reference", "status", "legal_name", "country", "shop_name", "market_country", "created_at", "updated_at")
       VALUES (?, ?, 'processing', ?, ?, ?, ?, now(), now())
       ON CONFLICT DO NOTHING
       RETURNING "id"`,
      [generateEntityId(undefined, "rvmer"), input.partner_reference, input.legal_name, input.country, input.shop_name, input.market_country],
    )
    if (inserted.length) return String(inserted[0].id)
    const retaken: Row[] = await manager.execute(
      `UPDATE "riverty_merchant" SET "status" = 'processing', "last_error" = NULL, "updated_at" = now()
        WHERE "partner_reference" = ? AND "deleted_at" IS NULL
          AND ("status" = 'failed' OR ("status" = 'processing' AND "updated_at" < now() - interval '10 minutes'))
        RETURNING "id"`,
      [input.partner_reference],
    )
    return retaken.length ? String(retaken[0].id) : null
  }

  /** Records Riverty's answer to a claimed onboarding: its ids, or the error that lets a repeat try again. */
  @InjectManager()
  async finishMerchantOnboarding(
    id: string,
    outcome: { merchant_id: string; shop_id: string } | { error: string },
    @MedusaContext() context: Context = {},
  ): Promise<void> {
    const manager = context.manager as SqlEntityManager
    if ("error" in outcome) {
      await manager.execute(`UPDATE "riverty_merchant" SET "status" = 'failed', "last_error" = ?, "updated_at" = now() WHERE "id" = ?`, [outcome.error, id])
      return
    }
    await manager.execute(
      `UPDATE "riverty_merchant" SET "status" = 'done', "merchant_id" = ?, "shop_id" = ?, "last_error" = NULL, "updated_at" = now() WHERE "id" = ?`,
      [outcome.merchant_id, outcome.shop_id, id],
    )
  }
}
