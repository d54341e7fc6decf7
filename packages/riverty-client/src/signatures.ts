import { createHmac, timingSafeEqual } from "node:crypto"

// Both schemes are HMAC-SHA256, hex-encoded. Comparison decodes both sides to bytes and uses
// timingSafeEqual, so neither the position of the first wrong character nor letter case leaks.

const HEX_SHA256 = /^[0-9a-f]{64}$/i

const hmacHex = (secret: string | Buffer, payload: string | Buffer): string =>
  createHmac("sha256", secret).update(payload).digest("hex")

/** Constant-time equality of two hex digests; false for anything that is not 64 hex characters. */
export function hexDigestsEqual(expectedHex: string, candidateHex: string): boolean {
  if (!HEX_SHA256.test(expectedHex) || !HEX_SHA256.test(candidateHex)) return false
  return timingSafeEqual(Buffer.from(expectedHex, "hex"), Buffer.from(candidateHex, "hex"))
}

// ---- redirect return: ?ordernumber=…&orderstatus=…&signature=…

export interface RedirectReturn {
  orderNumber: string
  /** As appended to merchantUrl, e.g. lowercase `accepted`. */
  orderStatus: string
}

/** The string the redirect signature covers: `{ordernumber}.{orderstatus}`. */
export const redirectSignedPayload = ({ orderNumber, orderStatus }: RedirectReturn): string =>
  `${orderNumber}.${orderStatus}`

/** Lowercase hex HMAC-SHA256 of `{ordernumber}.{orderstatus}`. */
export function signRedirectReturn(values: RedirectReturn, secret: string): string {
  return hmacHex(secret, redirectSignedPayload(values))
}

/** True only when `signature` is the HMAC of exactly these values under `secret`. */
export function verifyRedirectReturn(values: RedirectReturn & { signature: string }, secret: string): boolean {
  if (!secret) return false
  return hexDigestsEqual(signRedirectReturn(values, secret), values.signature)
}

/** The query a return URL carries; helper for tests (the emulator signs with its own code). */
export function redirectReturnQuery(values: RedirectReturn, secret: string): URLSearchParams {
  return new URLSearchParams({
    ordernumber: values.orderNumber,
    orderstatus: values.orderStatus,
    signature: signRedirectReturn(values, secret),
  })
}

// ---- notifications: Riverty-Signature: t=<unix seconds>,v1=<hex>

export const SIGNATURE_HEADER = "Riverty-Signature"
export const DEFAULT_SIGNATURE_TOLERANCE_SECONDS = 300

export interface ParsedSignatureHeader {
  timestamp: number
  /** Every v1 value: several may be present while a secret is rotated. */
  signatures: string[]
}

/** Splits `t=…,v1=…[,v1=…]`; undefined when there is no numeric timestamp or no v1. */
export function parseSignatureHeader(header: string | undefined | null): ParsedSignatureHeader | undefined {
  if (!header) return undefined
  let timestamp: number | undefined
  const signatures: string[] = []
  for (const part of header.split(",")) {
    const eq = part.indexOf("=")
    if (eq < 0) continue
    const key = part.slice(0, eq).trim()
    const value = part.slice(eq + 1).trim()
    if (key === "t" && /^\d+$/.test(value)) timestamp = Number(value)
    else if (key === "v1" && value) signatures.push(value)
  }
  if (timestamp === undefined || signatures.length === 0) return undefined
  return { timestamp, signatures }
}

const toBuffer = (body: string | Buffer): Buffer => (typeof body === "string" ? Buffer.from(body, "utf8") : body)

/** HMAC over `{t}.{raw body}`, the bytes exactly as sent. */
function notificationDigest(timestamp: number, rawBody: string | Buffer, secret: string): string {
  return hmacHex(secret, Buffer.concat([Buffer.from(`${timestamp}.`, "utf8"), toBuffer(rawBody)]))
}

/** Header value for a notification body, signed at `timestamp` (unix seconds, default now). */
export function signNotification(
  rawBody: string | Buffer,
  secret: string,
  timestamp: number = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${notificationDigest(timestamp, rawBody, secret)}`
}

export type NotificationVerification =
  | { valid: true; timestamp: number }
  | { valid: false; reason: "missing_header" | "malformed_header" | "timestamp_out_of_tolerance" | "signature_mismatch" }

export interface VerifyNotificationOptions {
  /** Largest accepted age (and clock skew into the future) in seconds; 0 turns the check off. */
  toleranceSeconds?: number
  /** Current unix time in seconds, for tests and injected clocks. */
  now?: number
}

/**
 * Verifies a `Riverty-Signature` header against the raw body. The signature is checked before
 * the age, so a forged header learns nothing from the answer about the tolerance window.
 */
export function verifyNotificationSignature(
  header: string | undefined | null,
  rawBody: string | Buffer,
  secret: string,
  options: VerifyNotificationOptions = {},
): NotificationVerification {
  if (!header) return { valid: false, reason: "missing_header" }
  const parsed = parseSignatureHeader(header)
  if (!parsed || !secret) return { valid: false, reason: "malformed_header" }
  const expected = notificationDigest(parsed.timestamp, rawBody, secret)
  // Evaluate every candidate: stopping at the first match would time how many came before it.
  let matched = false
  for (const candidate of parsed.signatures) matched = hexDigestsEqual(expected, candidate) || matched
  if (!matched) return { valid: false, reason: "signature_mismatch" }
  const tolerance = options.toleranceSeconds ?? DEFAULT_SIGNATURE_TOLERANCE_SECONDS
  const now = options.now ?? Math.floor(Date.now() / 1000)
  if (tolerance > 0 && Math.abs(now - parsed.timestamp) > tolerance) {
    return { valid: false, reason: "timestamp_out_of_tolerance" }
  }
  return { valid: true, timestamp: parsed.timestamp }
}
