export { RivertyNotification, NOTIFICATION_STATUSES, NOTIFICATION_SOURCES } from "./notification"
export type { NotificationStatus, NotificationSource } from "./notification"
export { RivertyLedgerEntry } from "./ledger-entry"
