import { getI18n } from "react-i18next"
import { adminLocale, type Translate } from "./locale"

/** Money in the order's currency in the admin's locale, e.g. "€40.00", "40,00 €". */
export function money(amount: number | null | undefined, currency: string): string {
  if (amount === null || amount === undefined) return "–"
  try {
    return new Intl.NumberFormat(adminLocale(), { style: "currency", currency: currency.toUpperCase() }).format(amount)
  } catch {
    return `${amount.toFixed(2)} ${currency.toUpperCase()}`
  }
}

/** A date or date-time as a short date (time when given), in the admin's locale. */
export function date(value: string | null | undefined, withTime = false): string {
  if (!value) return "–"
  const parsed = new Date(value)
  if (Number.isNaN(parsed.getTime())) return value
  return withTime
    ? parsed.toLocaleString(adminLocale(), { dateStyle: "medium", timeStyle: "short" })
    : parsed.toLocaleDateString(adminLocale(), { dateStyle: "medium" })
}

export const today = (): string => new Date().toISOString().slice(0, 10)

// Riverty's notification types, each with its key in the catalogue (riverty.notificationType.*).
const NOTIFICATION_KEYS: Record<string, string> = {
  "accounting/invoiceCreated": "riverty.notificationType.invoiceCreated",
  "accounting/documentCreated": "riverty.notificationType.documentCreated",
  "accounting/paymentReceived": "riverty.notificationType.paymentReceived",
  "accounting/balanceUpdated": "riverty.notificationType.balanceUpdated",
  "accounting/chargebackReceived": "riverty.notificationType.chargebackReceived",
  "accounting/reminderSent": "riverty.notificationType.reminderSent",
  "accounting/refundCompleted": "riverty.notificationType.refundCompleted",
  "accounting/EdiErrorSent": "riverty.notificationType.ediErrorSent",
  "accounting/dailyGlaccountBalance": "riverty.notificationType.dailyGlaccountBalance",
  "payments/transactionAuthorized": "riverty.notificationType.transactionAuthorized",
  "payments/transactionAuthorizationFailed": "riverty.notificationType.transactionAuthorizationFailed",
  "payments/transactionCaptured": "riverty.notificationType.transactionCaptured",
  "payments/transactionRefunded": "riverty.notificationType.transactionRefunded",
  "payments/transactionCanceled": "riverty.notificationType.transactionCanceled",
}

/** A notification type in the admin's language; an unknown one shows Riverty's name for it (its last path segment). */
export function notificationLabel(type: string | null): string {
  const t = getI18n().t
  if (!type) return t("riverty.notificationType.fallback")
  const key = NOTIFICATION_KEYS[type]
  return key ? t(key) : type.split("/").pop()!.replace(/([a-z])([A-Z])/g, "$1 $2")
}

const NOTIFICATION_STATUS_KEYS: Record<string, string> = {
  received: "riverty.notificationStatus.received",
  processing: "riverty.notificationStatus.processing",
  processed: "riverty.notificationStatus.processed",
  contradicted: "riverty.notificationStatus.contradicted",
  failed: "riverty.notificationStatus.failed",
  dead: "riverty.notificationStatus.dead",
  rejected: "riverty.notificationStatus.rejected",
  skipped: "riverty.notificationStatus.skipped",
}

/** A notification's status in the inbox, in the admin's language. */
export function notificationStatusLabel(status: string, t: Translate): string {
  const key = NOTIFICATION_STATUS_KEYS[status]
  return key ? t(key) : status
}

/** ISO 13616 check (mod 97), so a mistyped IBAN is caught before it is sent. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, "").toUpperCase()
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))
  let rest = 0
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97
  return rest === 1
}

export const isValidBic = (value: string): boolean => /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/.test(value.trim())
