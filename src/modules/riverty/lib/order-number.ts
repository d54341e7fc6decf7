const SESSION_ID_MARK = "payses_"

/**
 * The Medusa payment session id inside a Riverty order number. The provider sends the session id
 * as the order number, optionally behind a shop prefix (provider option `orderNumberPrefix`).
 */
export function paymentSessionIdOf(orderNumber: string | null | undefined): string | undefined {
  if (!orderNumber) return undefined
  const at = orderNumber.indexOf(SESSION_ID_MARK)
  return at < 0 ? undefined : orderNumber.slice(at)
}
