import { signNotification as sign, signRedirectReturn as signReturn } from "../../riverty/signatures"

// The emulator signs with the client's own signatures module, so both sides share one definition
// of the schemes (Riverty-Signature over `{t}.{raw body}`; redirect over `{ordernumber}.{orderstatus}`).

export function signNotification(secret: string, rawBody: string, unixSeconds: number): string {
  return sign(rawBody, secret, unixSeconds)
}

export function signRedirectReturn(key: string, orderNumber: string, orderStatus: string): string {
  return signReturn({ orderNumber, orderStatus }, key)
}
