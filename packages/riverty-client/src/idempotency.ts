import { createHash } from "node:crypto"

export const IDEMPOTENCY_HEADER = "X-Idempotency-Key"

/** Letters, digits, hyphens and underscores, up to 50 characters (facts §1.3). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,50}$/

export const isValidIdempotencyKey = (key: string): boolean => IDEMPOTENCY_KEY_PATTERN.test(key)

/**
 * A stable, valid idempotency key from parts such as a Medusa idempotency key and an operation
 * name. Short, clean inputs stay readable; anything else becomes a base64url SHA-256 (43 chars).
 */
export function deriveIdempotencyKey(...parts: readonly (string | number)[]): string {
  const joined = parts.map(String).join("-")
  if (isValidIdempotencyKey(joined)) return joined
  return createHash("sha256").update(joined).digest("base64url")
}
