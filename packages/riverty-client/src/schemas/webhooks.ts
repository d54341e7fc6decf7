import { z } from "zod"

/**
 * BNPL webhooks as the real service sends them (facts §9): PascalCase `{Header, Body}`. One
 * example spells `TransmittedTimeStamp`, so both spellings are read.
 */
export const webhookHeaderSchema = z.looseObject({
  TransmittedTimestamp: z.string().optional(),
  TransmittedTimeStamp: z.string().optional(),
  ClientId: z.union([z.number().int(), z.string()]),
  MessageName: z.string().min(1),
  Version: z.string(),
  /** Deduplication key: deliveries may repeat. */
  MessageId: z.string().min(1),
  ShopId: z.string().optional(),
  CountryCode: z.string().optional(),
})
export type WebhookHeader = z.output<typeof webhookHeaderSchema>

export const webhookEnvelopeSchema = z.looseObject({
  Header: webhookHeaderSchema,
  Body: z.record(z.string(), z.unknown()),
})
export type WebhookEnvelope = z.output<typeof webhookEnvelopeSchema>

export const authorizeAcceptedBodySchema = z.looseObject({
  OrderNumber: z.string(),
  AdditionalPaymentInfo: z.unknown().optional(),
  ParentTransactionReference: z.string().nullish(),
})

export const CUSTOMER_AUTHENTICATION_STATUSES = ["Accepted", "Cancelled", "Expired"] as const
export const customerAuthenticationCompletedBodySchema = z.looseObject({
  OrderNumber: z.string(),
  Status: z.enum(CUSTOMER_AUTHENTICATION_STATUSES),
})

export const invoicePaymentReceivedBodySchema = z.looseObject({
  InvoiceNumber: z.string(),
  CustomerNumber: z.string(),
  InvoiceOriginalAmount: z.number(),
  PaidAmount: z.number(),
  Currency: z.string(),
})

/** Body schemas of the documented message names; others keep a free-form Body. */
export const webhookBodySchemas = {
  AuthorizeAccepted: authorizeAcceptedBodySchema,
  CustomerAuthenticationCompleted: customerAuthenticationCompletedBodySchema,
  InvoiceStatus_PaymentReceived: invoicePaymentReceivedBodySchema,
} as const
export type KnownWebhookName = keyof typeof webhookBodySchemas

/** Standard subscribable events plus names seen elsewhere in the docs. */
export const WEBHOOK_MESSAGE_NAMES = [
  "AuthorizeAccepted",
  "CustomerAuthenticationCompleted",
  "InvoiceStatus_PaymentReceived",
  "DisputeNotificationEvent",
  "RequestForInformationEvent",
  "InitialDecisionEvent",
  "FinalDecisionEvent",
  "CancellationEvent",
] as const

export type KnownWebhook = {
  [K in KnownWebhookName]: { Header: WebhookHeader & { MessageName: K }; Body: z.output<(typeof webhookBodySchemas)[K]> }
}[KnownWebhookName]

export type ParsedWebhook =
  | { known: true; webhook: KnownWebhook }
  | { known: false; webhook: WebhookEnvelope }

/** Parses the envelope, then the Body of a documented message name; throws a ZodError if invalid. */
export function parseWebhook(payload: unknown): ParsedWebhook {
  const envelope = webhookEnvelopeSchema.parse(payload)
  const name = envelope.Header.MessageName
  if (!(name in webhookBodySchemas)) return { known: false, webhook: envelope }
  const body = webhookBodySchemas[name as KnownWebhookName].parse(envelope.Body)
  return { known: true, webhook: { Header: envelope.Header, Body: body } as KnownWebhook }
}

/** Transmission time of a webhook, whichever spelling it came with. */
export const webhookTimestampOf = (header: WebhookHeader): string | undefined =>
  header.TransmittedTimestamp ?? header.TransmittedTimeStamp
