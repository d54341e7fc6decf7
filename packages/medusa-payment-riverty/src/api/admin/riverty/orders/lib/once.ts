import { createHash } from "node:crypto"
import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { RIVERTY_MODULE, type AdminRequestStatus, type RivertyModuleService } from "../../../../../modules/riverty"

/** What a write answers: its HTTP status and JSON body, stored for every repeat of the submit. */
export interface AdminWriteResult {
  status: number
  body: unknown
}

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
 * processes (one row, claimed by a single SQL statement in the riverty module's admin requests):
 * the first submit runs `write` and stores its answer, a repeat answers the stored one (waiting
 * while the first is still running), a key reused for another request is refused. A write that
 * failed may be retried with the same key; Riverty's idempotency key, derived from it, makes that
 * retry the same request at Riverty.
 *
 * The stored answer stays rather than an idempotent workflow run keyed by the Idempotency-Key
 * (`idempotent` + `retentionTime`), because the engine gives none of these: a repeat arriving while
 * the first run is in flight is skipped (SkipExecutionError) with no answer to return, a failed run
 * is kept and handed back to a retry of the same key instead of running again, and the input is
 * not compared, so a key reused for another request would get the first one's result.
 */
export async function runAdminWriteOnce(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse,
  input: { orderId: string; operation: string },
  write: (requestKey: string) => Promise<AdminWriteResult>,
): Promise<void> {
  const key = idempotencyKeyOf(req)
  const hash = hashOf(req)
  const rivertyModule = req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const request = { order_id: input.orderId, operation: input.operation, idempotency_key: key }
  const deadline = Date.now() + WAIT_FOR_FIRST_MS

  for (;;) {
    const claimed = await rivertyModule.claimAdminRequest({ ...request, request_hash: hash })
    if (claimed) {
      let result: AdminWriteResult
      try {
        result = await write(rivertyRequestKey(input.orderId, key))
      } catch (error) {
        await rivertyModule.updateRivertyAdminRequests({ id: claimed, status: "failed" })
        throw error
      }
      await rivertyModule.updateRivertyAdminRequests({ id: claimed, status: "done", response_status: result.status, response: result.body as Record<string, unknown> | null })
      res.status(result.status).json(result.body)
      return
    }
    const [stored] = (await rivertyModule.listRivertyAdminRequests(request, {
      select: ["status", "request_hash", "response_status", "response"],
      take: 1,
    })) as StoredAdminRequest[]
    if (stored && stored.request_hash !== hash) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        "Idempotency-Key header: this key was used for a different request; create a new key for a new submit",
      )
    }
    if (stored?.status === "done") {
      res.status(stored.response_status ?? 200).json(stored.response)
      return
    }
    if (Date.now() > deadline) {
      throw new MedusaError(MedusaError.Types.CONFLICT, "This submit is still being processed; try again in a moment")
    }
    // Still running elsewhere, or failed and about to be claimed again by the loop.
    await sleep(POLL_MS)
  }
}

interface StoredAdminRequest {
  status: AdminRequestStatus
  request_hash: string
  response_status: number | null
  response: unknown
}
