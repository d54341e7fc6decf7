import { PAYMENT_TRANSACTION_NOTIFICATION_TYPES } from "riverty-client"

const TRANSACTION_TYPES = new Set<string>(Object.values(PAYMENT_TRANSACTION_NOTIFICATION_TYPES))

/** Whether a notification type is one of Riverty's payment transaction notifications. */
export function isPaymentTransactionType(type: string | null | undefined): boolean {
  return TRANSACTION_TYPES.has(type ?? "")
}

/**
 * Whether notifications of a type can touch a Medusa payment: the payment transaction types and
 * the BNPL webhooks. Only these go on the payment ledger, can move a payment session and can need
 * reconciling; every other type (accounting, return orders, subscriptions, ...) has its effect alone.
 */
export function hasPaymentPart(type: string | null | undefined): boolean {
  return isPaymentTransactionType(type) || (type ?? "").startsWith("webhook/")
}
