import { createHmac } from "node:crypto"

// The emulator's own signing, written from the facts file with node:crypto rather than taken from
// the client's packages/riverty-client/src/signatures.ts: the plugin verifies what it receives with that module,
// and a scheme both sides computed with one function would agree with itself even when it is wrong.
// Both schemes are inferred (facts §8 and §9, spec Authentication 7): HMAC-SHA256, lowercase hex.

/**
 * `Riverty-Signature` header of a notification (facts §9): `t=<unix seconds>,v1=<hex>`, where the
 * HMAC covers `"{t}.{raw body}"` with the receiver's shared secret, the body as the exact UTF-8 bytes sent.
 */
export function signNotification(secret: string, rawBody: string, unixSeconds: number): string {
  const digest = createHmac("sha256", secret).update(`${unixSeconds}.`, "utf8").update(rawBody, "utf8").digest("hex")
  return `t=${unixSeconds},v1=${digest}`
}

/**
 * `signature` appended to merchantUrl on the way back from the hosted page (spec Authentication 7,
 * facts §8): HMAC of `"{ordernumber}.{orderstatus}"` with the signature key, status in lowercase as sent.
 */
export function signRedirectReturn(key: string, orderNumber: string, orderStatus: string): string {
  return createHmac("sha256", key).update(`${orderNumber}.${orderStatus}`, "utf8").digest("hex")
}
