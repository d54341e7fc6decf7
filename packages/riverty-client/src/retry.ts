import type { AxiosError, InternalAxiosRequestConfig } from "axios"
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
  const left = timeLeft(config)
  if (left !== undefined && left <= 0) return false
  const status = error.response?.status
  if (status === undefined) return true
  if (status === 429) return retryAfter(error) <= policy.maxRetryAfterMs
  return status >= 500 && status <= 599
}

/** Retry-After when the service sent one, else exponential backoff with equal jitter. */
export function retryDelayMs(retryNumber: number, error: AxiosError, policy: RetryPolicy): number {
  const delay = backoffMs(retryNumber, error, policy)
  // Never sleep past the call's deadline: the attempt after the sleep would not start anyway.
  const left = timeLeft(error.config)
  return left === undefined ? delay : Math.max(0, Math.min(delay, left))
}

function backoffMs(retryNumber: number, error: AxiosError, policy: RetryPolicy): number {
  if (error.response?.headers?.["retry-after"] !== undefined) return retryAfter(error)
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retryNumber - 1))
  return step / 2 + Math.random() * (step / 2)
}

/** Milliseconds a 429 asked to wait, if it said. */
export function retryAfterMsOf(error: AxiosError): number | undefined {
  return error.response?.headers?.["retry-after"] !== undefined ? retryAfter(error) : undefined
}

/**
 * Before an attempt: shortens its timeout to the time left before the call's deadline. False when
 * no time is left, so no attempt (and no retry) starts after the deadline.
 */
export function limitAttemptToDeadline(config: InternalAxiosRequestConfig): boolean {
  const left = timeLeft(config)
  if (left === undefined) return true
  if (left <= 0) return false
  const attempt = config.rivertyAttemptTimeoutMs ?? config.timeout ?? 0
  config.timeout = attempt > 0 ? Math.min(attempt, left) : left
  config.rivertyDeadlineCut = attempt <= 0 || left < attempt
  return true
}

/** Milliseconds before the call's deadline; undefined for a call without one. */
export function timeLeft(config: InternalAxiosRequestConfig | undefined): number | undefined {
  if (config?.rivertyDeadlineAt === undefined) return undefined
  return config.rivertyDeadlineAt - Date.now()
}

/**
 * Whether the deadline, not the service, ended a call that failed without a usable answer: no
 * time is left for a retry, or the attempt that timed out had been shortened to the time left.
 */
export function endedByDeadline(error: AxiosError): boolean {
  const left = timeLeft(error.config)
  if (left === undefined) return false
  const status = error.response?.status
  const transient = status === undefined || status === 429 || (status >= 500 && status <= 599)
  if (!transient) return false
  const timedOut = !error.response && (error.code === "ECONNABORTED" || error.code === "ETIMEDOUT")
  return left <= 0 || (timedOut && error.config?.rivertyDeadlineCut === true)
}
