import {
  NOTIFICATION_TYPES,
  notificationEnvelopeSchema,
  notificationParameterSchemas,
  notificationSchema,
  PAYMENT_TRANSACTION_NOTIFICATION_TYPES,
  parseWebhook,
  webhookTimestampOf,
  type NotificationType,
} from ".."

const envelope = { id: "8b1f6f2e-2c1a-4d7a-9f3e-0c1d2e3f4a5b", timestamp: "2024-05-01T10:15:30.1234567+02:00" }

// One valid parameters example per notification type, from the spec's Events tables.
const examples: Record<NotificationType, unknown> = {
  "accounting/EdiErrorSent": {
    details: { errorDetails: [{ errorDescription: "Invoice not found", fieldName: "invoiceReference", providedValue: "X" }], orderReference: "o-1" },
    requestType: "RETURN_ORDER",
    transactionId: "t1",
  },
  "accounting/balanceUpdated": { balance: 12.5, businessCode: "B1", companyCode: "C1", currency: "EUR", customerNumber: "100", debitCredit: "DEBIT", transactionId: "t" },
  "accounting/chargebackReceived": { amount: 10, businessCode: "B1", companyCode: "C1", currency: "EUR", customerNumber: "100", invoiceReference: "I1", orderReference: "o-1", transactionId: "t", type: "CCB" },
  "accounting/invoiceCreated": {
    billToAddress: { countryCode: "DE", postalCode: "33415", street: "Gütersloher Straße", firstName: "Astrid", birthDate: "1999-01-02" },
    businessCode: "B1",
    currency: "EUR",
    customerNumber: "100",
    invoiceReference: "I1",
    invoiceDocumentUrl: "https://docs.example/I1.pdf",
    items: [{ description: "Jacket", grossUnitPrice: 100, quantity: 1, vatAmount: 16, vatPercent: 19, orderItemReference: 1, positionType: "SALES_ARTICLE", productId: "SKU-1", vatType: "NORMAL" }],
    orderReference: "o-1",
    totals: { grossUnitPrice: 100, netUnitPrice: 84, vatAmount: 16 },
    transactionId: "t",
  },
  "accounting/documentCreated": {
    businessCode: "B1",
    documents: [{ documentInformation: [{ customerNumber: "100", invoiceReference: "I1", dunningLevel: 0 }], documentType: "INVOICE", urlKey: "k" }],
    transactionId: "t",
  },
  "accounting/reminderSent": { businessCode: "B1", customerNumber: "100", invoiceReference: "I1", orderReference: "o-1", reminderLevel: 1, transactionId: "t" },
  "accounting/refundCompleted": { businessCode: "B1", currency: "EUR", customerNumber: "100", orderReference: "o-1", refundedToOriginalPaymentInstrument: 50, returnReference: "R1", transactionId: "t" },
  "accounting/paymentReceived": { businessCode: "B1", currency: "EUR", customerNumber: "100", fiscalYear: 2024, invoiceReference: "I1", orderAmount: 100, orderReference: "o-1", paidAmount: 100, remainingAmount: 0, tolerance: 0, transactionId: "t" },
  "accounting/dailyGlaccountBalance": [
    {
      entryDate: "2024-04-30",
      businessCode: "B1",
      documentNumber: "D1",
      fiscalYear: 2024,
      fiscalPeriod: 4,
      currency: "EUR",
      lineItems: [{ lineItemNumber: 1, postingKey: "Debit", accountNumber: "1200", amountLocalCurrency: 100, futureField: "kept" }],
    },
  ],
  "subscriptions/billingInformationAvailable": {
    customerNumber: "100",
    invoice: { currency: "EUR", invoiceReference: "I1", items: [{ grossUnitPrice: 10, quantity: 1, vatAmount: 1.6, vatPercent: 19 }], totalGrossAmount: 10, totalNetAmount: 8.4 },
    transactionId: "t",
  },
  "subscription/billingInformationAvailable": {
    customerNumber: "100",
    invoice: { currency: "EUR", invoiceReference: "I1", items: [], totalGrossAmount: 0, totalNetAmount: 0 },
    transactionId: "t",
  },
  "subscriptions/expiryWarning": { customerNumber: "100", paymentRegistration: { id: "reg-1", paymentMethodName: "Visa" } },
  ...Object.fromEntries(
    Object.values(PAYMENT_TRANSACTION_NOTIFICATION_TYPES).map((type) => [type, { paymentTransactionToken: "ptt", statusChange: { from: "Authorized", to: "Captured" } }]),
  ),
  "payments/registrationActivated": { paymentRegistrationId: "reg-1", statusChange: { from: "Registering", to: "RegistrationActivated" } },
  "payments/registrationCanceled": { paymentRegistrationId: "reg-1", statusChange: { from: "RegistrationActivated", to: "RegistrationCanceled" } },
  "payments/registrationFailed": { paymentRegistrationId: "reg-1", statusChange: { from: "Registering", to: "RegistrationFailed" } },
} as Record<NotificationType, unknown>

const wrap = (type: NotificationType, parameters: unknown) =>
  type === "accounting/dailyGlaccountBalance" ? { ...envelope, type, documents: parameters } : { ...envelope, type, parameters }

describe("notifications", () => {
  it("covers the spec's 22 types plus the singular subscription/ spelling", () => {
    expect(NOTIFICATION_TYPES).toHaveLength(23)
    expect(NOTIFICATION_TYPES).toContain("payments/transcationCancelationFailed")
  })

  it.each(NOTIFICATION_TYPES.map((type) => [type]))("%s: a valid example parses with its type", (type) => {
    const parsed = notificationSchema.parse(wrap(type, examples[type]))
    expect(parsed.type).toBe(type)
    expect(notificationParameterSchemas[type].safeParse(examples[type]).success).toBe(true)
  })

  it.each(NOTIFICATION_TYPES.map((type) => [type]))("%s: parameters missing their fields are refused", (type) => {
    const empty = type === "accounting/dailyGlaccountBalance" ? [{}] : {}
    expect(notificationSchema.safeParse(wrap(type, empty)).success).toBe(false)
  })

  it("keeps unknown parameter fields, and refuses bad enums and envelope fields", () => {
    const parsed = notificationSchema.parse(wrap("accounting/balanceUpdated", { ...(examples["accounting/balanceUpdated"] as object), extra: 1 }))
    expect((parsed as { parameters: Record<string, unknown> }).parameters.extra).toBe(1)
    const badDebit = { ...(examples["accounting/balanceUpdated"] as object), debitCredit: "BOTH" }
    expect(notificationSchema.safeParse(wrap("accounting/balanceUpdated", badDebit)).success).toBe(false)
    const good = wrap("payments/transactionCaptured", examples["payments/transactionCaptured"])
    expect(notificationSchema.safeParse({ ...good, timestamp: "yesterday" }).success).toBe(false)
    expect(notificationSchema.safeParse({ ...good, id: "" }).success).toBe(false)
    expect(notificationSchema.safeParse({ ...good, type: "payments/unknown" }).success).toBe(false)
  })

  it("the envelope alone accepts a type the service adds later", () => {
    const future = { ...envelope, type: "payments/somethingNew", parameters: { a: 1 } }
    expect(notificationEnvelopeSchema.safeParse(future).success).toBe(true)
    expect(notificationEnvelopeSchema.safeParse({ ...future, timestamp: "2024-05-01" }).success).toBe(false)
  })
})

describe("BNPL webhooks (Header/Body)", () => {
  const header = {
    TransmittedTimestamp: "2024-05-01T10:15:30Z",
    ClientId: 1234,
    MessageName: "CustomerAuthenticationCompleted",
    Version: "1.0",
    MessageId: "5f0c8f2a-1b2c-4d3e-8f9a-0b1c2d3e4f5a",
    ShopId: "RTY000002240",
    CountryCode: "DE",
  }

  it("parses a documented message with its typed body", () => {
    const parsed = parseWebhook({ Header: header, Body: { OrderNumber: "o-1", Status: "Accepted" } })
    expect(parsed.known).toBe(true)
    if (parsed.known && parsed.webhook.Header.MessageName === "CustomerAuthenticationCompleted") {
      expect(parsed.webhook.Body.Status).toBe("Accepted")
    }
    expect(() => parseWebhook({ Header: header, Body: { OrderNumber: "o-1", Status: "Rejected" } })).toThrow()
  })

  it("keeps undocumented messages with a free-form body and reads both timestamp spellings", () => {
    const { TransmittedTimestamp, ...rest } = header
    const parsed = parseWebhook({ Header: { ...rest, TransmittedTimeStamp: TransmittedTimestamp, MessageName: "DisputeNotificationEvent" }, Body: { Any: 1 } })
    expect(parsed.known).toBe(false)
    expect(webhookTimestampOf(parsed.webhook.Header)).toBe("2024-05-01T10:15:30Z")
    expect(() => parseWebhook({ Header: { ...header, MessageId: undefined }, Body: {} })).toThrow()
  })

  it("parses the payment-received and authorize-accepted bodies", () => {
    const paid = parseWebhook({
      Header: { ...header, MessageName: "InvoiceStatus_PaymentReceived" },
      Body: { InvoiceNumber: "I1", CustomerNumber: "100", InvoiceOriginalAmount: 100, PaidAmount: 100, Currency: "EUR" },
    })
    expect(paid.known).toBe(true)
    expect(() => parseWebhook({ Header: { ...header, MessageName: "AuthorizeAccepted" }, Body: {} })).toThrow()
  })
})
