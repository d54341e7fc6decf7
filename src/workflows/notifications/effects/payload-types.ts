import type { z } from "@medusajs/framework/zod"
import type {
  balanceUpdatedParametersSchema,
  billingInformationAvailableParametersSchema,
  chargebackReceivedParametersSchema,
  documentCreatedParametersSchema,
  ediErrorSentParametersSchema,
  expiryWarningParametersSchema,
  invoiceCreatedParametersSchema,
  ledgerDocumentSchema,
  paymentReceivedParametersSchema,
  paymentRegistrationParametersSchema,
  paymentTransactionParametersSchema,
  refundCompletedParametersSchema,
  reminderSentParametersSchema,
} from "../../../riverty"

// Payload shapes of stored notifications. The route validated them with these schemas before
// storing, so effects read them typed without parsing again.
type WithParameters<S extends z.ZodType> = { id: string; type: string; parameters: z.output<S> }

export type InvoiceCreated = WithParameters<typeof invoiceCreatedParametersSchema>
export type DocumentCreated = WithParameters<typeof documentCreatedParametersSchema>
export type PaymentReceived = WithParameters<typeof paymentReceivedParametersSchema>
export type BalanceUpdated = WithParameters<typeof balanceUpdatedParametersSchema>
export type ChargebackReceived = WithParameters<typeof chargebackReceivedParametersSchema>
export type ReminderSent = WithParameters<typeof reminderSentParametersSchema>
export type RefundCompleted = WithParameters<typeof refundCompletedParametersSchema>
export type EdiErrorSent = WithParameters<typeof ediErrorSentParametersSchema>
export type DailyLedger = { id: string; type: string; documents: Array<z.output<typeof ledgerDocumentSchema>> }
export type BillingInformation = WithParameters<typeof billingInformationAvailableParametersSchema>
export type ExpiryWarning = WithParameters<typeof expiryWarningParametersSchema>
export type PaymentTransaction = WithParameters<typeof paymentTransactionParametersSchema>
export type PaymentRegistration = WithParameters<typeof paymentRegistrationParametersSchema>
