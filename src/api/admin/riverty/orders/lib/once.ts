import { createHash } from "node:crypto"
import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys, MedusaError, generateEntityId } from "@medusajs/framework/utils"

/** What a write answers: its HTTP status and JSON body, stored for every repeat of the submit. */
export interface AdminWriteResult {
  status: number
  body: unknown
}

type Row = Record<string, unknown>
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] })?.rows ?? []) as Row[]

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/
/** How long a repeat waits for the first submit still running (a Riverty call with retries fits). */
const WAIT_FOR_FIRST_MS = 90_000
const POLL_MS = 150

/**
 * The admin's `Idempotency-Key`: one per submit, reused when the same submit is retried. Required,
 * because without it a retried or double-clicked submit would capture or void twice.
 */
export function idempotencyKeyOf(req: AuthenticatedMedusaRequest): string {
  const header = req.headers["idempotency-key"]
  const key = Array.isArray(header) ? header[0] : header
  if (!key || !KEY_PATTERN.test(key)) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      "Idempotency-Key header: required, 8 to 64 letters, digits, _ or - (one per submit, the same when the submit is retried)",
    )
  }
  return key
}

/** Riverty's `X-Idempotency-Key` seed of an admin write: the order and the admin's key. */
export const rivertyRequestKey = (orderId: string, adminKey: string): string => `${orderId}:${adminKey}`

const hashOf = (req: AuthenticatedMedusaRequest): string =>
  createHash("sha256").update(JSON.stringify({ params: req.params ?? {}, body: req.body ?? {} })).digest("hex")

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs an admin write once per order, operation and Idempotency-Key, across requests and server
 * processes (one row, claimed by a single SQL statement): the first submit runs `write` and stores
 * its answer, a repeat answers the stored one (waiting while the first is still running), a key
 * reused for another request is refused. A write that failed may be retried with the same key;
 * Riverty's idempotency key, derived from it, makes that retry the same request at Riverty.
 */
export async function runAdminWriteOnce(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse,
  input: { orderId: string; operation: string },
  write: (requestKey: string) => Promise<AdminWriteResult>,
): Promise<void> {
  const key = idempotencyKeyOf(req)
  const hash = hashOf(req)
  const knex = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION) as Knex
  const deadline = Date.now() + WAIT_FOR_FIRST_MS

  for (;;) {
    const claimed = await claim(knex, { ...input, key, hash })
    if (claimed) {
      let result: AdminWriteResult
      try {
        result = await write(rivertyRequestKey(input.orderId, key))
      } catch (error) {
        await knex.raw(`UPDATE "riverty_admin_request" SET "status" = 'failed', "updated_at" = now() WHERE "id" = ?`, [claimed])
        throw error
      }
      await knex.raw(
        `UPDATE "riverty_admin_request" SET "status" = 'done', "response_status" = ?, "response" = ?::jsonb, "updated_at" = now() WHERE "id" = ?`,
        [result.status, JSON.stringify(result.body ?? null), claimed],
      )
      res.status(result.status).json(result.body)
      return
    }
    const [row] = rowsOf(
      await knex.raw(
        `SELECT "status", "request_hash", "response_status", "response" FROM "riverty_admin_request"
          WHERE "order_id" = ? AND "operation" = ? AND "idempotency_key" = ? AND "deleted_at" IS NULL`,
        [input.orderId, input.operation, key],
      ),
    )
    if (row && row.request_hash !== hash) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        "Idempotency-Key header: this key was used for a different request; create a new key for a new submit",
      )
    }
    if (row?.status === "done") {
      res.status(Number(row.response_status ?? 200)).json(row.response)
      return
    }
    if (Date.now() > deadline) {
      throw new MedusaError(MedusaError.Types.CONFLICT, "This submit is still being processed; try again in a moment")
    }
    // Still running elsewhere, or failed and about to be claimed again by the loop.
    await sleep(POLL_MS)
  }
}

/**
 * Inserts the request row, or takes over a failed one (or one whose server died while running it);
 * the row id when this call may run the write.
 */
async function claim(
  knex: Knex,
  input: { orderId: string; operation: string; key: string; hash: string },
): Promise<string | null> {
  const inserted = rowsOf(
    await knex.raw(
      `INSERT INTO "riverty_admin_request"
         ("id", "order_id", "operation", "idempotency_key", "request_hash", "status", "created_at", "updated_at")
       VALUES (?, ?, ?, ?, ?, 'processing', now(), now())
       ON CONFLICT DO NOTHING
       RETURNING "id"`,
      [generateEntityId(undefined, "rvreq"), input.orderId, input.operation, input.key, input.hash],
    ),
  )
  if (inserted.length) return String(inserted[0].id)
  const retaken = rowsOf(
    await knex.raw(
      `UPDATE "riverty_admin_request" SET "status" = 'processing', "updated_at" = now()
        WHERE "order_id" = ? AND "operation" = ? AND "idempotency_key" = ? AND "request_hash" = ?
          AND "deleted_at" IS NULL
          AND ("status" = 'failed' OR ("status" = 'processing' AND "updated_at" < now() - interval '10 minutes'))
        RETURNING "id"`,
      [input.orderId, input.operation, input.key, input.hash],
    ),
  )
  return retaken.length ? String(retaken[0].id) : null
}
