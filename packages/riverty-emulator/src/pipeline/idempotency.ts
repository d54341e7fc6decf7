import { createHash } from "node:crypto"
import type { EmulatorResponse } from "../core/http-types"
import { businessError, messagesResponse, validationError } from "../core/messages"
import { CODES } from "../core/codes"
import type { EmulatorState, IdempotencyRecord } from "../state/types"

const KEY_SHAPE = /^[A-Za-z0-9_-]{1,50}$/
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

export type IdempotencyCheck =
  | { kind: "none" }
  | { kind: "answer"; response: EmulatorResponse; replayed: boolean }
  | { kind: "new"; commit: (response: EmulatorResponse) => void; release: () => void }

/**
 * `X-Idempotency-Key`: the same key with the same request returns the first answer again; the same
 * key with another request is refused. Keys are scoped to the caller's credential.
 */
export class IdempotencyStore {
  private readonly inFlight = new Set<string>()

  constructor(private readonly state: () => EmulatorState) {}

  check(scope: string, key: string | undefined, method: string, path: string, rawBody: Buffer, now: number): IdempotencyCheck {
    if (key === undefined) return { kind: "none" }
    if (!KEY_SHAPE.test(key)) {
      return {
        kind: "answer",
        replayed: false,
        response: messagesResponse(400, [
          validationError(
            CODES.format,
            "X-Idempotency-Key may hold letters, digits, hyphens and underscores, up to 50 characters.",
            "X-Idempotency-Key",
          ),
        ]),
      }
    }
    const id = `${scope}|${key}`
    const fingerprint = `${method} ${path} ${bodyHash(rawBody)}`
    const records = this.state().idempotency
    const existing = records[id]
    if (existing && now - existing.createdAt < IDEMPOTENCY_TTL_MS) {
      if (existing.fingerprint !== fingerprint) return conflict("was already used with a different request")
      return {
        kind: "answer",
        replayed: true,
        response: { status: existing.status, body: existing.body === "" ? undefined : JSON.parse(existing.body) },
      }
    }
    if (this.inFlight.has(id)) return conflict("belongs to a request that is still being processed")
    this.inFlight.add(id)
    return {
      kind: "new",
      commit: (response) => {
        this.inFlight.delete(id)
        // Server errors are not final answers; a retry must be able to run the operation.
        if (response.status >= 500 || response.text !== undefined) return
        const record: IdempotencyRecord = {
          fingerprint,
          status: response.status,
          body: response.body === undefined ? "" : JSON.stringify(response.body),
          createdAt: now,
        }
        records[id] = record
      },
      release: () => {
        this.inFlight.delete(id)
      },
    }
  }

  prune(now: number): void {
    const records = this.state().idempotency
    for (const [id, record] of Object.entries(records)) {
      if (now - record.createdAt >= IDEMPOTENCY_TTL_MS) delete records[id]
    }
  }
}

function conflict(reason: string): IdempotencyCheck {
  return {
    kind: "answer",
    replayed: false,
    response: messagesResponse(409, [
      businessError(CODES.unknownError, `The idempotency key ${reason}.`, "X-Idempotency-Key"),
    ]),
  }
}

/** Canonical JSON (sorted keys) when the body parses, so key order does not change the fingerprint. */
function bodyHash(raw: Buffer): string {
  let canonical = raw.toString("utf8")
  try {
    canonical = JSON.stringify(sortDeep(JSON.parse(canonical)))
  } catch {
    // not JSON: hash the bytes as they are
  }
  return createHash("sha256").update(canonical).digest("hex")
}

function sortDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortDeep)
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, sortDeep(v)]),
    )
  }
  return value
}
