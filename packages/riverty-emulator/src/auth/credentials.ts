import { createHash, timingSafeEqual } from "node:crypto"
import type { ApiKeyOption, ResolvedConfig } from "../config"
import { header, type EmulatorRequest } from "../core/http-types"
import type { EmulatorState } from "../state/types"

export const DENIED = "Authorization has been denied for this request."
export const CLAIMS_DENIED = "Request not authorized."

/** Constant-time string comparison for every secret the emulator checks. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  if (left.length !== right.length) {
    timingSafeEqual(left, left)
    return false
  }
  return timingSafeEqual(left, right)
}

/** The configured key that matches `X-Auth-Key`, if any. */
export function apiKeyFor(req: EmulatorRequest, config: ResolvedConfig): ApiKeyOption | undefined {
  const presented = header(req, "x-auth-key")
  if (!presented) return undefined
  let found: ApiKeyOption | undefined
  for (const option of config.apiKeys) {
    if (safeEqual(presented, option.key)) found = option
  }
  return found
}

/**
 * A stable id of an API key for scoping records to it; a hash so the state (control API, state
 * file) never holds the key itself.
 */
export function keyIdOf(option: ApiKeyOption | undefined): string | undefined {
  return option ? createHash("sha256").update(option.key).digest("hex").slice(0, 16) : undefined
}

export function bearerToken(req: EmulatorRequest): string | undefined {
  const value = header(req, "authorization")
  const m = value ? /^Bearer\s+(.+)$/i.exec(value.trim()) : null
  return m ? m[1] : undefined
}

/** A bearer token issued by the token endpoint and not yet expired. */
export function bearerValid(req: EmulatorRequest, state: EmulatorState, now: number): string | undefined {
  const token = bearerToken(req)
  if (!token) return undefined
  const record = Object.prototype.hasOwnProperty.call(state.tokens, token) ? state.tokens[token] : undefined
  return record && record.expiresAt > now ? token : undefined
}
