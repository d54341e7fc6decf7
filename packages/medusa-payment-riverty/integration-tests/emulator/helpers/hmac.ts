import { createHmac, timingSafeEqual } from "node:crypto"

// The suite's own signature arithmetic, written from the facts file and the spec with node:crypto
// rather than taken from src/riverty: a signing scheme that emulator and client got wrong together
// fails here instead of agreeing with itself.

const hmac = (secret: string, payload: string): Buffer => createHmac("sha256", secret).update(payload, "utf8").digest()

/**
 * `Riverty-Signature: t=<unix seconds>,v1=<64 hex>`, the HMAC-SHA256 of `"{t}.{raw body}"` under the
 * shared secret (facts file, notifications). Any of several v1 values may match.
 */
export function notificationSignatureMatches(header: string | undefined, raw: string, secret: string): boolean {
  if (!header) return false
  const parts = header.split(",").map((p) => p.trim().split("="))
  const t = parts.find(([k]) => k === "t")?.[1]
  if (!t || !/^\d+$/.test(t)) return false
  const expected = hmac(secret, `${t}.${raw}`)
  return parts
    .filter(([k, v]) => k === "v1" && /^[0-9a-f]{64}$/i.test(v ?? ""))
    .some(([, v]) => timingSafeEqual(Buffer.from(String(v), "hex"), expected))
}

/** The redirect return's `signature`: lowercase hex HMAC-SHA256 of `{ordernumber}.{orderstatus}` (spec, Authentication 7). */
export function redirectSignature(orderNumber: string, orderStatus: string, key: string): string {
  return hmac(key, `${orderNumber}.${orderStatus}`).toString("hex")
}
