import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, generateEntityId } from "@medusajs/framework/utils"
import { ModuleConcern, type Row } from "../lib/module-concern"

/** One admin submit: the order, the operation, the admin's Idempotency-Key and the hash of the request. */
export interface AdminRequestKey {
  order_id: string
  operation: string
  idempotency_key: string
}


/**
 * Admin writes run once per order, operation and Idempotency-Key (`riverty_admin_request`), across
 * requests and server processes: one row per submit. Only the claim is SQL here; the answer is
 * stored and read through the module's generated updateRivertyAdminRequests /
 * listRivertyAdminRequests. The admin routes' helper (api/admin/riverty/orders/lib/once.ts) runs
 * the write and answers repeats.
 */
export class AdminRequests extends ModuleConcern {
  /**
   * Inserts the request row, or takes over a failed one (or one whose server died while running it);
   * the row id when this call may run the write.
   */
  @InjectManager()
  async claim(request: AdminRequestKey & { request_hash: string }, @MedusaContext() context: Context = {}): Promise<string | null> {
    const manager = this.manager(context)
    // Raw SQL: ON CONFLICT DO NOTHING lets exactly one of several concurrent submits insert the row.
    const inserted: Row[] = await manager.execute(
      `INSERT INTO "riverty_admin_request"
         ("id", "order_id", "operation", "idempotency_key", "request_hash", "status", "created_at", "updated_at")
       VALUES (?, ?, ?, ?, ?, 'processing', now(), now())
       ON CONFLICT DO NOTHING
       RETURNING "id"`,
      [generateEntityId(undefined, "rvreq"), request.order_id, request.operation, request.idempotency_key, request.request_hash],
    )
    if (inserted.length) return String(inserted[0].id)
    // Raw SQL: a conditional UPDATE ... RETURNING; of several repeats of a failed submit one takes it over.
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
}
