import { createHmac } from "node:crypto"

/**
 * Signing the emulator does as the service. Kept in this one file until the client's
 * `src/riverty/signatures.ts` exists, so there is a single place to switch over.
 */
export function signNotification(secret: string, rawBody: string, unixSeconds: number): string {
  const v1 = createHmac("sha256", secret).update(`${unixSeconds}.${rawBody}`).digest("hex")
  return `t=${unixSeconds},v1=${v1}`
}

export function signRedirectReturn(key: string, orderNumber: string, orderStatus: string): string {
  return createHmac("sha256", key).update(`${orderNumber}.${orderStatus}`).digest("hex")
}
