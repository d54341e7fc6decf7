import { z } from "zod"
import { DEBIT_CREDIT, DOCUMENT_TYPES, POSTING_KEYS } from "./enums"
import { isoDateTime } from "./primitives"

// Payload schemas of the notifications of the accounting, subscription and payment modules (spec
// "Events"). Parameter objects are loose: fields the service adds later pass through to the
// receiver. Which type carries which payload, and what it means, is the table in
// `transaction-types.ts`.

// ---- accounting parameters

export const ediErrorSentParametersSchema = z.looseObject({
  details: z.looseObject({
    errorDetails: z.array(
      z.looseObject({
        errorDescription: z.string(),
        fieldName: z.string().optional(),
        providedValue: z.string().nullish(),
      }),
    ),
    orderReference: z.string().optional(),
  }),
  requestType: z.string(),
  transactionId: z.string(),
})

export const balanceUpdatedParametersSchema = z.looseObject({
  balance: z.number(),
  businessCode: z.string(),
  companyCode: z.string().optional(),
  currency: z.string(),
  customerNumber: z.string(),
  debitCredit: z.enum(DEBIT_CREDIT),
  transactionId: z.string(),
})

export const chargebackReceivedParametersSchema = z.looseObject({
  amount: z.number(),
  businessCode: z.string(),
  companyCode: z.string().optional(),
  currency: z.string(),
  customerNumber: z.string(),
  invoiceReference: z.string().optional(),
  orderReference: z.string(),
  transactionId: z.string(),
  /** Value seen: CCB. */
  type: z.string().optional(),
})

export const billToAddressSchema = z.looseObject({
  careOf: z.string().nullish(),
  countryCode: z.string().nullish(),
  postalCode: z.string().nullish(),
  postalPlace: z.string().nullish(),
  street: z.string().nullish(),
  streetNumber: z.string().nullish(),
  streetNumberAdditional: z.string().nullish(),
  firstName: z.string().nullish(),
  language: z.string().nullish(),
  lastName: z.string().nullish(),
  salutation: z.string().nullish(),
  title: z.string().nullish(),
  birthDate: z.string().nullish(),
  customerGroup: z.string().nullish(),
  email: z.string().nullish(),
  nationality: z.string().nullish(),
  phone: z.string().nullish(),
  taxIdentificationNumber: z.string().nullish(),
})

export const invoiceItemSchema = z.looseObject({
  description: z.string().nullish(),
  grossUnitPrice: z.number(),
  quantity: z.number(),
  vatAmount: z.number(),
  vatPercent: z.number(),
  orderItemReference: z.union([z.number(), z.string()]).nullish(),
  positionType: z.string().nullish(),
  productId: z.string().nullish(),
  vatType: z.string().nullish(),
})

export const invoiceCreatedParametersSchema = z.looseObject({
  billToAddress: billToAddressSchema.optional(),
  businessCode: z.string(),
  businessCountryCode: z.string().optional(),
  creationDate: z.string().optional(),
  currency: z.string(),
  customerNumber: z.string(),
  dueDate: z.string().optional(),
  goodwillReference: z.string().nullish(),
  invoiceDate: z.string().optional(),
  invoiceDocumentUrl: z.string().optional(),
  invoiceReference: z.string(),
  items: z.array(invoiceItemSchema),
  orderReference: z.string(),
  totals: z
    .looseObject({
      exchangeRate: z.number().nullish(),
      grossUnitPrice: z.number(),
      grossUnitPriceEUR: z.number().nullish(),
      netUnitPrice: z.number(),
      netUnitPriceEUR: z.number().nullish(),
      vatAmount: z.number(),
      vatAmountEUR: z.number().nullish(),
    })
    .optional(),
  transactionId: z.string(),
})

export const documentCreatedParametersSchema = z.looseObject({
  businessCode: z.string(),
  documents: z.array(
    z.looseObject({
      documentInformation: z.array(
        z.looseObject({
          customerNumber: z.string().nullish(),
          documentCreationDate: z.string().nullish(),
          dunningLevel: z.number().nullish(),
          invoiceReference: z.string().nullish(),
          orderReference: z.string().nullish(),
        }),
      ),
      documentType: z.enum(DOCUMENT_TYPES),
      urlKey: z.string(),
    }),
  ),
  transactionId: z.string(),
})

export const reminderSentParametersSchema = z.looseObject({
  businessCode: z.string(),
  companyCode: z.string().optional(),
  customerNumber: z.string(),
  invoiceReference: z.string(),
  orderReference: z.string(),
  reminderLevel: z.number().int(),
  transactionId: z.string(),
})

export const refundCompletedParametersSchema = z.looseObject({
  businessCode: z.string(),
  currency: z.string(),
  customerNumber: z.string(),
  invoiceReference: z.string().optional(),
  orderReference: z.string(),
  refundedToOriginalPaymentInstrument: z.number(),
  returnReference: z.string().nullish(),
  transactionId: z.string(),
})

export const paymentReceivedParametersSchema = z.looseObject({
  businessCode: z.string(),
  companyCode: z.string().optional(),
  currency: z.string(),
  customerNumber: z.string(),
  fiscalYear: z.number().int().optional(),
  invoiceReference: z.string(),
  orderAmount: z.number(),
  orderReference: z.string(),
  paidAmount: z.number(),
  paymentDocument: z.string().optional(),
  remainingAmount: z.number(),
  tolerance: z.number().optional(),
  transactionId: z.string(),
})

/** Ledger line; the fields after itemReference are not shown and pass through. */
export const ledgerLineItemSchema = z.looseObject({
  lineItemNumber: z.union([z.number(), z.string()]),
  postingKey: z.enum(POSTING_KEYS),
  accountNumber: z.string(),
  alternativeAccountNumber: z.string().nullish(),
  accountDescription: z.string().nullish(),
  amountLocalCurrency: z.number(),
  taxCode: z.string().nullish(),
  assignmentNumber: z.string().nullish(),
  itemText: z.string().nullish(),
  itemReference: z.string().nullish(),
})

export const ledgerDocumentSchema = z.looseObject({
  entryDate: z.string(),
  businessCode: z.string(),
  documentNumber: z.string(),
  fiscalYear: z.number().int(),
  fiscalPeriod: z.number().int(),
  currency: z.string(),
  documentHeaderText: z.string().nullish(),
  documentReference: z.string().nullish(),
  lineItems: z.array(ledgerLineItemSchema),
})

// ---- subscription parameters

export const billingInformationAvailableParametersSchema = z.looseObject({
  customerNumber: z.string(),
  externalContractId: z.string().nullish(),
  invoice: z.looseObject({
    billToAddress: billToAddressSchema.nullish(),
    billingEndDate: z.string().nullish(),
    billingStartDate: z.string().nullish(),
    currency: z.string(),
    dueDate: z.string().nullish(),
    invoiceDate: z.string().nullish(),
    invoiceReference: z.string(),
    items: z.array(
      z.looseObject({
        description: z.string().nullish(),
        grossUnitPrice: z.number(),
        quantity: z.number(),
        vatAmount: z.number(),
        vatPercent: z.number(),
      }),
    ),
    orderChannel: z.string().nullish(),
    orderDate: z.string().nullish(),
    orderReference: z.string().nullish(),
    shipToAddress: billToAddressSchema.nullish(),
    totalGrossAmount: z.number(),
    totalNetAmount: z.number(),
  }),
  orderReference: z.string().nullish(),
  transactionId: z.string(),
})

export const expiryWarningParametersSchema = z.looseObject({
  customerNumber: z.string(),
  paymentRegistration: z.looseObject({ id: z.string(), paymentMethodName: z.string().nullish() }),
})

// ---- payment parameters

const statusChangeSchema = z.looseObject({ from: z.string().nullish(), to: z.string() })

export const paymentTransactionParametersSchema = z.looseObject({
  paymentTransactionToken: z.string(),
  statusChange: statusChangeSchema,
})

export const paymentRegistrationParametersSchema = z.looseObject({
  paymentRegistrationId: z.string(),
  statusChange: statusChangeSchema,
})

// ---- envelope

/** The fields every notification envelope has besides its type and payload. */
export const notificationEnvelopeFields = { id: z.string().min(1), timestamp: isoDateTime() }

/**
 * Envelope alone, for receivers that store first and interpret later: any type string, any
 * parameters, so a notification type added by the service is still accepted and kept.
 */
export const notificationEnvelopeSchema = z.looseObject({
  ...notificationEnvelopeFields,
  type: z.string().min(1),
  parameters: z.record(z.string(), z.unknown()).optional(),
  documents: z.array(z.unknown()).optional(),
})
export type NotificationEnvelope = z.output<typeof notificationEnvelopeSchema>
