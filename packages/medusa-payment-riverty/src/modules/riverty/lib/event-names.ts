/** Emitted (with `{ id }`) when a notification has been stored and is waiting to be processed. */
export const NOTIFICATION_RECEIVED_EVENT = "riverty.notification.received"

/**
 * Medusa event emitted when a notification's effect has been applied: `riverty.` followed by its
 * type with `/` as `.`, e.g. `riverty.accounting.invoiceCreated`; BNPL webhooks give
 * `riverty.webhook.<MessageName>`. The singular `subscription/` spelling is emitted as
 * `subscriptions.` so subscribers need one name.
 */
export function effectEventName(type: string): string {
  const normalised = type.replace(/^subscription\//, "subscriptions/")
  return `riverty.${normalised.split("/").join(".")}`
}
