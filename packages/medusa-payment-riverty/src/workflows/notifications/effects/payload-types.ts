import type { NotificationOf, RegistrationNotificationType, TransactionNotificationType } from "riverty-client"

// Payload shapes of stored notifications, from the client's table of types. The route validated
// them with the table's schemas before storing, so effects read them typed without parsing again.
export type InvoiceCreated = NotificationOf<"accounting/invoiceCreated">
export type DocumentCreated = NotificationOf<"accounting/documentCreated">
export type PaymentReceived = NotificationOf<"accounting/paymentReceived">
export type BalanceUpdated = NotificationOf<"accounting/balanceUpdated">
export type ChargebackReceived = NotificationOf<"accounting/chargebackReceived">
export type ReminderSent = NotificationOf<"accounting/reminderSent">
export type RefundCompleted = NotificationOf<"accounting/refundCompleted">
export type EdiErrorSent = NotificationOf<"accounting/EdiErrorSent">
export type DailyLedger = NotificationOf<"accounting/dailyGlaccountBalance">
export type BillingInformation = NotificationOf<"subscriptions/billingInformationAvailable">
export type ExpiryWarning = NotificationOf<"subscriptions/expiryWarning">
export type PaymentTransaction = NotificationOf<TransactionNotificationType>
export type PaymentRegistration = NotificationOf<RegistrationNotificationType>
