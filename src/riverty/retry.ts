import type { AxiosError } from "axios"
import { retryAfter } from "axios-retry"
import { IDEMPOTENCY_HEADER } from "./idempotency"
import "./axios-config"

export interface RetryOptions {
  /** Retries after the first attempt. Default 3. */
  retries?: number
  /** First backoff step; doubled per retry, with jitter. Default 250 ms. */
  baseDelayMs?: number
  /** Longest backoff step. Default 8000 ms. */
  maxDelayMs?: number
  /** A 429 asking for a longer wait than this is not retried but surfaced. Default 60000 ms. */
  maxRetryAfterMs?: number
}

export type RetryPolicy = Required<RetryOptions>

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retries: 3,
  baseDelayMs: 250,
  maxDelayMs: 8000,
  maxRetryAfterMs: 60_000,
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"])

function hasIdempotencyKey(error: AxiosError): boolean {
  const headers = error.config?.headers
  if (!headers) return false
  const value = typeof headers.get === "function" ? headers.get(IDEMPOTENCY_HEADER) : undefined
  return typeof value === "string" && value.length > 0
}

/**
 * Whether a request may be sent again: reads always; writes only when they carry an idempotency
 * key (the same key goes out again, so the service answers the first result) or are idempotent
 * by contract. Retried are: no answer at all (network, timeout), 429 within the wait limit, 5xx.
 */
export function isRetryable(error: AxiosError, policy: RetryPolicy): boolean {
  const config = error.config
  if (!config || error.code === "ERR_CANCELED") return false
  const method = (config.method ?? "get").toUpperCase()
  const repeatable = SAFE_METHODS.has(method) || config.rivertyRetrySafe === true || hasIdempotencyKey(error)
  if (!repeatable) return false
  const status = error.response?.status
  if (status === undefined) return true
  if (status === 429) return retryAfter(error) <= policy.maxRetryAfterMs
  return status >= 500 && status <= 599
}

/** Retry-After when the service sent one, else exponential backoff with equal jitter. */
export function retryDelayMs(retryNumber: number, error: AxiosError, policy: RetryPolicy): number {
  if (error.response?.headers?.["retry-after"] !== undefined) return retryAfter(error)
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retryNumber - 1))
  return step / 2 + Math.random() * (step / 2)
}

/** Milliseconds a 429 asked to wait, if it said. */
export function retryAfterMsOf(error: AxiosError): number | undefined {
  return error.response?.headers?.["retry-after"] !== undefined ? retryAfter(error) : undefined
}
