import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, generateEntityId } from "@medusajs/framework/utils"
import { ModuleConcern, type Row } from "../lib/module-concern"
import type { AdminRequestStatus } from "../models"

/** One admin submit: the order, the operation, the admin's Idempotency-Key and the hash of the request. */
export interface AdminRequestKey {
  order_id: string
  operation: string
  idempotency_key: string
}

/** A stored admin submit as a repeat reads it. */
export interface AdminRequestState {
  status: AdminRequestStatus
  request_hash: string
  response_status: number | null
  response: unknown
}

/**
 * Admin writes run once per order, operation and Idempotency-Key (`riverty_admin_request`), across
 * requests and server processes: one row per submit, claimed by a single SQL statement. The admin
 * routes' helper (api/admin/riverty/orders/lib/once.ts) runs the write and answers repeats.
 */
export class AdminRequests extends ModuleConcern {
  /**
   * Inserts the request row, or takes over a failed one (or one whose server died while running it);
   * the row id when this call may run the write.
   */
  @InjectManager()
  async claim(request: AdminRequestKey & { request_hash: string }, @MedusaContext() context: Context = {}): Promise<string | null> {
    const manager = this.manager(context)
    const inserted: Row[] = await manager.execute(
      `INSERT INTO "riverty_admin_request"
         ("id", "order_id", "operation", "idempotency_key", "request_hash", "status", "created_at", "updated_at")
       VALUES (?, ?, ?, ?, ?, 'processing', now(), now())
       ON CONFLICT DO NOTHING
       RETURNING "id"`,
      [generateEntityId(undefined, "rvreq"), request.order_id, request.operation, request.idempotency_key, request.request_hash],
    )
    if (inserted.length) return String(inserted[0].id)
    const retaken: Row[] = await manager.execute(
      `UPDATE "riverty_admin_request" SET "status" = 'processing', "updated_at" = now()
        WHERE "order_id" = ? AND "operation" = ? AND "idempotency_key" = ? AND "request_hash" = ?
          AND "deleted_at" IS NULL
          AND ("status" = 'failed' OR ("status" = 'processing' AND "updated_at" < now() - interval '10 minutes'))
        RETURNING "id"`,
      [request.order_id, request.operation, request.idempotency_key, request.request_hash],
    )
    return retaken.length ? String(retaken[0].id) : null
  }

  /** Stores the claimed write's answer, for every repeat of the submit. */
  @InjectManager()
  async finish(id: string, answer: { status: number; body: unknown }, @MedusaContext() context: Context = {}): Promise<void> {
    await this.manager(context).execute(
      `UPDATE "riverty_admin_request" SET "status" = 'done', "response_status" = ?, "response" = ?::jsonb, "updated_at" = now() WHERE "id" = ?`,
      [answer.status, JSON.stringify(answer.body ?? null), id],
    )
  }

  /** The claimed write failed: a repeat with the same key may claim it again. */
  @InjectManager()
  async fail(id: string, @MedusaContext() context: Context = {}): Promise<void> {
    await this.manager(context).execute(`UPDATE "riverty_admin_request" SET "status" = 'failed', "updated_at" = now() WHERE "id" = ?`, [id])
  }

  /** The stored submit of this key, or null. */
  @InjectManager()
  async find(request: AdminRequestKey, @MedusaContext() context: Context = {}): Promise<AdminRequestState | null> {
    const [row]: Row[] = await this.manager(context).execute(
      `SELECT "status", "request_hash", "response_status", "response" FROM "riverty_admin_request"
        WHERE "order_id" = ? AND "operation" = ? AND "idempotency_key" = ? AND "deleted_at" IS NULL`,
      [request.order_id, request.operation, request.idempotency_key],
    )
    if (!row) return null
    return {
      status: row.status as AdminRequestStatus,
      request_hash: String(row.request_hash),
      response_status: row.response_status === null || row.response_status === undefined ? null : Number(row.response_status),
      response: row.response,
    }
  }
}
