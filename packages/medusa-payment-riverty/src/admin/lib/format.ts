/** Money in the order's currency, e.g. "€40.00". */
export function money(amount: number | null | undefined, currency: string): string {
  if (amount === null || amount === undefined) return "–"
  try {
    return new Intl.NumberFormat("en-GB", { style: "currency", currency: currency.toUpperCase() }).format(amount)
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
    ? parsed.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" })
    : parsed.toLocaleDateString("en-GB", { dateStyle: "medium" })
}

export const today = (): string => new Date().toISOString().slice(0, 10)

const NOTIFICATION_LABELS: Record<string, string> = {
  "accounting/invoiceCreated": "Invoice created",
  "accounting/documentCreated": "Document created",
  "accounting/paymentReceived": "Payment received",
  "accounting/balanceUpdated": "Balance updated",
  "accounting/chargebackReceived": "Chargeback received",
  "accounting/reminderSent": "Reminder sent",
  "accounting/refundCompleted": "Refund completed",
  "accounting/EdiErrorSent": "Return order validated",
  "accounting/dailyGlaccountBalance": "Daily ledger",
  "payments/transactionAuthorized": "Payment authorized",
  "payments/transactionAuthorizationFailed": "Authorization failed",
  "payments/transactionCaptured": "Payment captured",
  "payments/transactionRefunded": "Payment refunded",
  "payments/transactionCanceled": "Authorization cancelled",
}

/** A notification type in words; unknown ones show their last path segment. */
export function notificationLabel(type: string | null): string {
  if (!type) return "Notification"
  return NOTIFICATION_LABELS[type] ?? type.split("/").pop()!.replace(/([a-z])([A-Z])/g, "$1 $2")
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
