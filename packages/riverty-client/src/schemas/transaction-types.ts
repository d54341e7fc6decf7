import { z } from "zod"
import {
  balanceUpdatedParametersSchema,
  billingInformationAvailableParametersSchema,
  chargebackReceivedParametersSchema,
  documentCreatedParametersSchema,
  ediErrorSentParametersSchema,
  expiryWarningParametersSchema,
  invoiceCreatedParametersSchema,
  ledgerDocumentSchema,
  notificationEnvelopeFields,
  paymentReceivedParametersSchema,
  paymentRegistrationParametersSchema,
  paymentTransactionParametersSchema,
  refundCompletedParametersSchema,
  reminderSentParametersSchema,
} from "./notifications"

/** What a notification means for the Medusa payment session it is about. */
export type PaymentSessionAction = "authorized" | "failed" | "canceled"

interface TransactionTypeEntry {
  /** The payload: `parameters`, or (the daily ledger) `documents` at the top level. */
  readonly parameters?: z.ZodType
  readonly documents?: z.ZodType
  /** Payment transactions: the state (`statusChange.to`) the type announces. */
  readonly transactionState?: string
  /** Payment registrations: the state (`statusChange.to`) the type announces. */
  readonly registrationState?: string
  /**
   * What the type means for the payment status, when it changes it. Captures and refunds are
   * always started by Medusa, so their notifications only confirm what Medusa already booked:
   * acting on them would book a capture twice. They have no action here.
   */
  readonly paymentAction?: PaymentSessionAction
}

/**
 * Every notification type Riverty sends (spec "Events"), once: its payload schema and what it
 * means. The client's schemas, the plugin's notification effects and status mapping, and the
 * emulator all read this table; a type added here is a compile error wherever it needs handling.
 * `transcation` is the spec's own spelling; the spec also writes the singular `subscription/`
 * once, and both spellings are accepted.
 */
export const TRANSACTION_TYPES = {
  "accounting/EdiErrorSent": { parameters: ediErrorSentParametersSchema },
  "accounting/balanceUpdated": { parameters: balanceUpdatedParametersSchema },
  "accounting/chargebackReceived": { parameters: chargebackReceivedParametersSchema },
  "accounting/invoiceCreated": { parameters: invoiceCreatedParametersSchema },
  "accounting/documentCreated": { parameters: documentCreatedParametersSchema },
  "accounting/reminderSent": { parameters: reminderSentParametersSchema },
  "accounting/refundCompleted": { parameters: refundCompletedParametersSchema },
  "accounting/paymentReceived": { parameters: paymentReceivedParametersSchema },
  "accounting/dailyGlaccountBalance": { documents: z.array(ledgerDocumentSchema) },
  "subscriptions/billingInformationAvailable": { parameters: billingInformationAvailableParametersSchema },
  "subscription/billingInformationAvailable": { parameters: billingInformationAvailableParametersSchema },
  "subscriptions/expiryWarning": { parameters: expiryWarningParametersSchema },
  "payments/transactionAuthorized": {
    parameters: paymentTransactionParametersSchema,
    transactionState: "Authorized",
    paymentAction: "authorized",
  },
  "payments/transactionAuthorizationFailed": {
    parameters: paymentTransactionParametersSchema,
    transactionState: "AuthorizationFailed",
    paymentAction: "failed",
  },
  "payments/transactionCanceled": {
    parameters: paymentTransactionParametersSchema,
    transactionState: "Canceled",
    paymentAction: "canceled",
  },
  "payments/transcationCancelationFailed": { parameters: paymentTransactionParametersSchema, transactionState: "CancelationFailed" },
  "payments/transactionCaptured": { parameters: paymentTransactionParametersSchema, transactionState: "Captured" },
  "payments/transactionCaptureFailed": { parameters: paymentTransactionParametersSchema, transactionState: "CaptureFailed" },
  "payments/transactionRefunded": { parameters: paymentTransactionParametersSchema, transactionState: "Refunded" },
  "payments/transactionRefundFailed": { parameters: paymentTransactionParametersSchema, transactionState: "RefundFailed" },
  "payments/registrationActivated": { parameters: paymentRegistrationParametersSchema, registrationState: "RegistrationActivated" },
  "payments/registrationCanceled": { parameters: paymentRegistrationParametersSchema, registrationState: "RegistrationCanceled" },
  "payments/registrationFailed": { parameters: paymentRegistrationParametersSchema, registrationState: "RegistrationFailed" },
} as const satisfies Record<string, TransactionTypeEntry>

type Table = typeof TRANSACTION_TYPES
export type NotificationType = keyof Table

const entries = Object.entries(TRANSACTION_TYPES) as Array<[NotificationType, TransactionTypeEntry]>

/** Every notification type, in the spec's order. */
export const NOTIFICATION_TYPES = entries.map(([type]) => type) as [NotificationType, ...NotificationType[]]
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES)

/** The types whose entry has field F, keyed by that field's value (a state -> its type). */
type TypesBy<F extends "transactionState" | "registrationState"> = {
  [T in NotificationType as Table[T] extends Record<F, infer S extends string> ? S : never]: T
}
const typesBy = <F extends "transactionState" | "registrationState">(field: F): TypesBy<F> =>
  Object.fromEntries(entries.flatMap(([type, entry]) => (entry[field] ? [[entry[field], type]] : []))) as TypesBy<F>

/** Payment transaction state -> notification type. */
export const PAYMENT_TRANSACTION_NOTIFICATION_TYPES = typesBy("transactionState")
export type TransactionNotificationType = (typeof PAYMENT_TRANSACTION_NOTIFICATION_TYPES)[keyof typeof PAYMENT_TRANSACTION_NOTIFICATION_TYPES]
/** Payment registration state -> notification type. */
export const PAYMENT_REGISTRATION_NOTIFICATION_TYPES = typesBy("registrationState")
export type RegistrationNotificationType =
  (typeof PAYMENT_REGISTRATION_NOTIFICATION_TYPES)[keyof typeof PAYMENT_REGISTRATION_NOTIFICATION_TYPES]

export const PAYMENT_TRANSACTION_STATES = Object.keys(PAYMENT_TRANSACTION_NOTIFICATION_TYPES) as Array<
  keyof typeof PAYMENT_TRANSACTION_NOTIFICATION_TYPES
>
export const PAYMENT_REGISTRATION_STATES = ["Registering", ...Object.keys(PAYMENT_REGISTRATION_NOTIFICATION_TYPES)] as Array<
  "Registering" | keyof typeof PAYMENT_REGISTRATION_NOTIFICATION_TYPES
>

const TRANSACTION_TYPE_SET = new Set<string>(Object.values(PAYMENT_TRANSACTION_NOTIFICATION_TYPES))

/** Whether a notification type is one of Riverty's payment transaction notifications. */
export function isPaymentTransactionType(type: string | null | undefined): boolean {
  return TRANSACTION_TYPE_SET.has(type ?? "")
}

/**
 * Whether notifications of a type can touch a payment: the payment transaction types and the BNPL
 * webhooks (`webhook/<MessageName>`). Every other type (accounting, return orders, subscriptions,
 * registrations) says nothing about a payment's authorization, capture, cancellation or refund.
 */
export function isPaymentNotificationType(type: string | null | undefined): boolean {
  return isPaymentTransactionType(type) || (type ?? "").startsWith("webhook/")
}

/** What a notification type means for the payment session's status; undefined when nothing. */
export function paymentActionOfType(type: string): PaymentSessionAction | undefined {
  const entry = (TRANSACTION_TYPES as Record<string, TransactionTypeEntry>)[type]
  return entry?.paymentAction
}

// ---- envelopes

const text = (value: unknown): string | null => (typeof value === "string" && value ? value : null)

/**
 * The Riverty order number a notification or BNPL webhook body is about, if any:
 * `parameters.orderReference`, else `parameters.paymentTransactionToken` (payment transactions),
 * else a webhook's `Body.OrderNumber`.
 */
export function orderNumberOfNotification(body: Record<string, unknown>): string | null {
  const parameters = (body.parameters ?? {}) as Record<string, unknown>
  const webhookBody = (body.Body ?? {}) as Record<string, unknown>
  return text(parameters.orderReference) ?? text(parameters.paymentTransactionToken) ?? text(webhookBody.OrderNumber)
}

type PayloadSchema<E> = E extends { documents: infer D extends z.ZodType }
  ? D
  : E extends { parameters: infer P extends z.ZodType }
    ? P
    : never
type PayloadOf<E> = E extends { documents: z.ZodType } ? { documents: z.output<PayloadSchema<E>> } : { parameters: z.output<PayloadSchema<E>> }

/** A notification of one type: the envelope fields, the type, and its payload. */
export type NotificationOf<T extends NotificationType> = { id: string; timestamp: string; type: T; [key: string]: unknown } & PayloadOf<Table[T]>
export type Notification = { [T in NotificationType]: NotificationOf<T> }[NotificationType]

const envelopeOf = (type: NotificationType, entry: TransactionTypeEntry) =>
  z.looseObject({
    ...notificationEnvelopeFields,
    type: z.literal(type),
    ...(entry.documents ? { documents: entry.documents } : { parameters: entry.parameters as z.ZodType }),
  })

/** A notification of any known type, validated with its type's payload schema. */
export const notificationSchema = z.discriminatedUnion(
  "type",
  entries.map(([type, entry]) => envelopeOf(type, entry)) as [ReturnType<typeof envelopeOf>, ...ReturnType<typeof envelopeOf>[]],
) as unknown as z.ZodType<Notification>

/** Payload schema of each notification type (the ledger's `documents` for the daily ledger). */
export const notificationParameterSchemas = Object.fromEntries(
  entries.map(([type, entry]) => [type, (entry.documents ?? entry.parameters) as z.ZodType]),
) as { [T in NotificationType]: PayloadSchema<Table[T]> }
