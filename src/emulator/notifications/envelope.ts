import { isoDateTime7 } from "../core/clock"
import { uuid } from "../domain/ids"

export interface NotificationEnvelope {
  id: string
  timestamp: string
  type: string
  parameters?: Record<string, unknown>
  documents?: unknown[]
}

/** The spec's envelope: id, timestamp (seven fractional digits and offset), parameters, type. */
export function envelope(type: string, parameters: Record<string, unknown>, at: number): NotificationEnvelope {
  return { id: uuid(), timestamp: isoDateTime7(at), parameters, type }
}

/** The daily ledger carries `documents` at the top level instead of `parameters`. */
export function documentsEnvelope(type: string, documents: unknown[], at: number): NotificationEnvelope {
  return { id: uuid(), timestamp: isoDateTime7(at), documents, type }
}

/** Every notification type of the spec's Events part. */
export const NOTIFICATION_TYPES = [
  "accounting/EdiErrorSent",
  "accounting/balanceUpdated",
  "accounting/chargebackReceived",
  "accounting/invoiceCreated",
  "accounting/documentCreated",
  "accounting/reminderSent",
  "accounting/refundCompleted",
  "accounting/paymentReceived",
  "accounting/dailyGlaccountBalance",
  "subscriptions/billingInformationAvailable",
  "subscriptions/expiryWarning",
  "payments/transactionAuthorized",
  "payments/transactionAuthorizationFailed",
  "payments/transactionCanceled",
  "payments/transcationCancelationFailed",
  "payments/transactionCaptured",
  "payments/transactionCaptureFailed",
  "payments/transactionRefunded",
  "payments/transactionRefundFailed",
  "payments/registrationActivated",
  "payments/registrationCanceled",
  "payments/registrationFailed",
] as const

export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/** Whether a registration's type list selects a type; `module/*` and `*` select groups. */
export function typeSelected(registered: readonly string[], type: string): boolean {
  const alias = type.replace(/^subscriptions\//, "subscription/")
  return registered.some((entry) => {
    if (entry === "*" || entry === type || entry === alias) return true
    return entry.endsWith("/*") && type.startsWith(entry.slice(0, -1))
  })
}
