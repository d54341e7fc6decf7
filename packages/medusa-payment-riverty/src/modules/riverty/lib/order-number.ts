// An order number this store issues: the provider option `orderNumberPrefix` (letters, digits,
// `_`, `-`; at most 12) and the Medusa payment session id.
const ORDER_NUMBER = /^([A-Za-z0-9_-]{0,12}?)(payses_[A-Za-z0-9]+)$/

/**
 * The Medusa payment session id of an order number, and the prefix in front of it; undefined for
 * anything else. The one rule for reading order numbers: the provider adds its own prefix check
 * (`sessionIdFromOrderNumber`), the notification inbox and the effects use it as is.
 */
export function splitOrderNumber(orderNumber: string | null | undefined): { prefix: string; sessionId: string } | undefined {
  const match = orderNumber ? ORDER_NUMBER.exec(orderNumber) : null
  return match ? { prefix: match[1], sessionId: match[2] } : undefined
}

/** The Medusa payment session id inside a Riverty order number (any valid prefix). */
export function paymentSessionIdOf(orderNumber: string | null | undefined): string | undefined {
  return splitOrderNumber(orderNumber)?.sessionId
}
