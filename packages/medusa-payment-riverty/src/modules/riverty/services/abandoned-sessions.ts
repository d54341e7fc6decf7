import type { Context, InferTypeOf } from "@medusajs/framework/types"
import { InjectManager, MedusaContext } from "@medusajs/framework/utils"
import { ModuleConcern, type Row } from "../lib/module-concern"
import type { RivertyPaymentSessionState } from "../models"

/**
 * Deleted payment sessions whose Riverty order may still hold (or come to hold) the shopper's
 * limit (`riverty_payment_session`, the orphan watch); the sweep job claims them in rounds.
 */
export class AbandonedSessions extends ModuleConcern {
  /**
   * Claims deleted sessions whose Riverty order may still hold (or come to hold) the shopper's limit:
   * an authorize without a known answer, or a hosted page still open when Medusa deleted the
   * session. One statement takes up to `limit` rows whose claim has run out and sets their next
   * claim `leaseMs` ahead; rows another process is claiming are skipped (SKIP LOCKED), so two
   * servers running the sweep never read the same session in the same round. The oldest claims
   * come first, so a backlog is worked through in turn.
   */
  @InjectManager()
  async claim(limit: number, leaseMs: number, @MedusaContext() context: Context = {}): Promise<InferTypeOf<typeof RivertyPaymentSessionState>[]> {
    // Raw SQL: SKIP LOCKED lets the sweep of several servers take different sessions in one round.
    const rows: Row[] = await this.manager(context).execute(
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
    return rows as unknown as InferTypeOf<typeof RivertyPaymentSessionState>[]
  }

  /**
   * Claims sessions whose authorization Riverty accepted `holdMs` or longer ago and that no
   * completion has settled: the cart the shopper left after Riverty accepted (a completion marks its
   * session settled, see settleUnplaced). Same claim as `claim`: a lease `leaseMs` ahead, rows other
   * processes hold skipped, so two servers never look at one session in the same round.
   */
  @InjectManager()
  async claimUnplaced(limit: number, leaseMs: number, holdMs: number, @MedusaContext() context: Context = {}): Promise<InferTypeOf<typeof RivertyPaymentSessionState>[]> {
    // Raw SQL: SKIP LOCKED, as in `claim`.
    const rows: Row[] = await this.manager(context).execute(
      `UPDATE "riverty_payment_session"
          SET "orphan_check_at" = now() + make_interval(secs => ?), "updated_at" = now()
        WHERE "id" IN (
          SELECT "id" FROM "riverty_payment_session"
           WHERE "outcome" = 'Accepted' AND "authorize_state" = 'answered'
             AND ("riverty_status" IS NULL OR "riverty_status" NOT IN ('Cancelled', 'Expired'))
             AND "session_deleted_at" IS NULL AND "orphan_settled_at" IS NULL AND "deleted_at" IS NULL
             AND "authorize_sent_at" <= now() - make_interval(secs => ?)
             AND ("orphan_check_at" IS NULL OR "orphan_check_at" <= now())
           ORDER BY "authorize_sent_at" ASC
           LIMIT ?
           FOR UPDATE SKIP LOCKED)
        RETURNING *`,
      [leaseMs / 1000, holdMs / 1000, limit],
    )
    return rows as unknown as InferTypeOf<typeof RivertyPaymentSessionState>[]
  }
}
