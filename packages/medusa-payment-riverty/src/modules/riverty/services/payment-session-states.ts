import type { Context, InferTypeOf } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaError, generateEntityId } from "@medusajs/framework/utils"
import { ModuleConcern, type Row } from "../lib/module-concern"
import type { RivertyPaymentSessionState } from "../models"

type SessionRecord = InferTypeOf<typeof RivertyPaymentSessionState>

/** The columns a patch may set; JSON ones merge into an object already there, as the generated update did. */
const COLUMNS = {
  method: "plain",
  order_number: "plain",
  country: "plain",
  currency: "plain",
  amount: "plain",
  choices: "json",
  masked: "json",
  personal_data: "plain",
  personal_data_at: "plain",
  authorize_state: "plain",
  authorize_sent_at: "plain",
  session_deleted_at: "plain",
  orphan_check_at: "plain",
  orphan_settled_at: "plain",
  outcome: "plain",
  riverty_status: "plain",
  reservation_id: "plain",
  checkout_id: "plain",
  customer_number: "plain",
  expiration_date: "plain",
  redirect_url: "plain",
  refusal: "json",
  corrected_address: "json",
  authorized_cart: "plain",
} as const
type Column = keyof typeof COLUMNS

const jsonOf = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value))

function assignments(patch: Row, target: (column: string) => string): { sql: string[]; bindings: unknown[] } {
  const sql: string[] = []
  const bindings: unknown[] = []
  for (const [column, value] of Object.entries(patch)) {
    if (value === undefined) continue
    const kind = COLUMNS[column as Column]
    if (!kind) throw new MedusaError(MedusaError.Types.INVALID_ARGUMENT, `Riverty: ${column} is not a payment session state column`)
    if (kind === "json") {
      // An object patch merges into an object there (key by key); anything else replaces it.
      sql.push(
        `"${column}" = CASE WHEN jsonb_typeof(${target(column)}) = 'object' AND jsonb_typeof(?::jsonb) = 'object' THEN ${target(column)} || ?::jsonb ELSE ?::jsonb END`,
      )
      const json = jsonOf(value)
      bindings.push(json, json, json)
    } else {
      sql.push(`"${column}" = ?`)
      bindings.push(value)
    }
  }
  return { sql, bindings }
}

/**
 * The provider's writes of each Medusa payment session's record (`riverty_payment_session`), each
 * one statement; it is read through the module's generated listRivertyPaymentSessionStates. Authorize
 * writes the row twice (before the call and with the answer); the generated update would read,
 * open a transaction and update for each, and replace a JSON column where a patch merges into it.
 * The orphan sweep's claims are services/abandoned-sessions.ts'.
 */
export class PaymentSessionStates extends ModuleConcern {
  /** Creates the row of a session, or (the same session initiated again) patches it; one statement either way. */
  @InjectManager()
  async record(sessionId: string, fields: Row, @MedusaContext() context: Context = {}): Promise<SessionRecord> {
    // The update's assignments check every column (and skip undefined ones) before anything is sent.
    const update = assignments(fields, (column) => `"riverty_payment_session"."${column}"`)
    const columns = Object.keys(fields).filter((column) => fields[column] !== undefined)
    const values = columns.map((column) => (COLUMNS[column as Column] === "json" ? "?::jsonb" : "?"))
    const valueBindings = columns.map((column) => (COLUMNS[column as Column] === "json" ? jsonOf(fields[column]) : fields[column]))
    // Raw SQL: ON CONFLICT DO UPDATE, so a session initiated twice at once keeps one row.
    const [row]: Row[] = await this.manager(context).execute(
      `INSERT INTO "riverty_payment_session" ("id", "session_id", ${columns.map((c) => `"${c}"`).join(", ")}, "created_at", "updated_at")
       VALUES (?, ?, ${values.join(", ")}, now(), now())
       ON CONFLICT ("session_id") WHERE "deleted_at" IS NULL
       DO UPDATE SET ${[...update.sql, `"updated_at" = now()`].join(", ")}
       RETURNING *`,
      [generateEntityId(undefined, "rvps"), sessionId, ...valueBindings, ...update.bindings],
    )
    return row as unknown as SessionRecord
  }

  /** Sets the patch's columns of a session's row and answers the row; NOT_FOUND when the provider never saw the session. */
  @InjectManager()
  async patch(sessionId: string, patch: Row, @MedusaContext() context: Context = {}): Promise<SessionRecord> {
    const { sql, bindings } = assignments(patch, (column) => `"${column}"`)
    // Raw SQL: one UPDATE ... RETURNING that merges JSON patches in the database (no read first).
    const [row]: Row[] = await this.manager(context).execute(
      `UPDATE "riverty_payment_session" SET ${[...sql, `"updated_at" = now()`].join(", ")}
        WHERE "session_id" = ? AND "deleted_at" IS NULL
        RETURNING *`,
      [...bindings, sessionId],
    )
    if (!row) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Riverty: no provider state for payment session ${sessionId}`)
    return row as unknown as SessionRecord
  }
}
