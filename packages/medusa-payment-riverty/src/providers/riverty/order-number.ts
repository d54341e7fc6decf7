import { splitOrderNumber } from "../../modules/riverty/lib/order-number"
import type { RivertyProviderOptions } from "../../connection"

/**
 * The Riverty order number is the Medusa payment session id (`payses_…` fits Riverty's 50
 * characters and its allowed characters), behind the optional prefix, so every redirect and
 * notification leads back to its session without lookups.
 */
export function orderNumberFor(sessionId: string, options: Pick<RivertyProviderOptions, "orderNumberPrefix">): string {
  return `${options.orderNumberPrefix}${sessionId}`
}

/** The session id of an order number this store issued, or undefined for a foreign one. */
export function sessionIdFromOrderNumber(
  orderNumber: string,
  options: Pick<RivertyProviderOptions, "orderNumberPrefix">
): string | undefined {
  const parts = splitOrderNumber(orderNumber)
  return parts && parts.prefix === options.orderNumberPrefix ? parts.sessionId : undefined
}
