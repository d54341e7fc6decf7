import {
  addShippingDetailsResponseSchema,
  authorizeRequestSchema,
  authorizeResponseSchema,
  captureRequestSchema,
  captureResponseSchema,
  createContractRequestSchema,
  capturesResponseSchema,
  getOrderResponseSchema,
  orderItemSchema,
  paymentMethodsRequestSchema,
  paymentSchema,
  redirectUrlOf,
  refundRequestSchema,
  refundsResponseSchema,
  returnNotificationRequestSchema,
  shippingDetailsSchema,
  updateCustomerRequestSchema,
  updateOrderRequestSchema,
  voidRequestSchema,
  voidsResponseSchema,
} from ".."
import { authorize, item, order, refused, summary } from "./fixtures"

describe("authorize request", () => {
  it("accepts a one-step authorization and normalises amounts given as strings", () => {
    const parsed = authorizeRequestSchema.parse(authorize({ order: order({ totalGrossAmount: "100", totalNetAmount: "84.00" }) }))
    expect(parsed.order?.totalGrossAmount).toBe(100)
    expect(parsed.order?.totalNetAmount).toBe(84)
  })

  it("requires customer and order without a checkoutId, and only payment with one", () => {
    const messages = refused(authorizeRequestSchema, { payment: { type: "Invoice" } })
    expect(messages.map((m) => [m.code, m.fieldReference])).toEqual([
      ["400.002", "customer"],
      ["400.002", "order"],
    ])
    const twoStep = { payment: { type: "Installment", installment: { profileNo: 2 } }, checkoutId: "3fa85f64-5717-4562-b3fc-2c963f66afa6" }
    expect(authorizeRequestSchema.safeParse(twoStep).success).toBe(true)
  })

  it("refuses amounts with more than two decimals with 400.007 and rounds float noise away", () => {
    const [message] = refused(authorizeRequestSchema, authorize({ order: order({ totalGrossAmount: 100.005 }) }))
    expect(message).toMatchObject({ code: "400.007", fieldReference: "order.totalGrossAmount" })
    const parsed = authorizeRequestSchema.parse(authorize({ order: order({ totalGrossAmount: 0.1 + 0.2 }) }))
    expect(parsed.order?.totalGrossAmount).toBe(0.3)
  })

  it("reports errors inside items with their index", () => {
    const [message] = refused(authorizeRequestSchema, authorize({ order: order({ items: [item(), item({ productId: "p".repeat(101) })] }) }))
    expect(message).toMatchObject({ code: "400.005", fieldReference: "order.items[1].productId" })
  })

  it("refuses more than 200 items", () => {
    const [message] = refused(authorizeRequestSchema, authorize({ order: order({ items: Array.from({ length: 201 }, () => item()) }) }))
    expect(message).toMatchObject({ code: "400.003", fieldReference: "order.items" })
  })

  it("checks order number characters and length", () => {
    expect(refused(authorizeRequestSchema, authorize({ order: order({ number: "has space" }) }))[0].fieldReference).toBe("order.number")
    expect(refused(authorizeRequestSchema, authorize({ order: order({ number: "n".repeat(51) }) }))[0].code).toBe("400.005")
  })

  it("accepts the redirect flow fields and checks merchantUrl", () => {
    const redirect = authorize({ merchantUrl: "https://shop.example/riverty/return?session_id=1", hostedCheckout: {} })
    expect(authorizeRequestSchema.safeParse(redirect).success).toBe(true)
    expect(refused(authorizeRequestSchema, authorize({ merchantUrl: "not a url" }))[0].fieldReference).toBe("merchantUrl")
  })

  it("enforces reference maxima and truncates ourReference to 128", () => {
    expect(refused(authorizeRequestSchema, authorize({ yourReference: "y".repeat(21) }))[0].fieldReference).toBe("yourReference")
    expect(refused(authorizeRequestSchema, authorize({ parentTransactionReference: "p".repeat(129) }))[0].code).toBe("400.005")
    expect(authorizeRequestSchema.parse(authorize({ ourReference: "o".repeat(200) })).ourReference).toHaveLength(128)
  })

  it("checks additionalData", () => {
    const ok = authorize({ additionalData: { pluginProvider: "medusa-payment-riverty", pluginVersion: "0.1.0", partnerData: { pspType: "MLevel" } } })
    expect(authorizeRequestSchema.safeParse(ok).success).toBe(true)
    const bad = authorize({ additionalData: { marketplace: [{ merchantCategoryCode: "12345" }] } })
    expect(refused(authorizeRequestSchema, bad)[0].fieldReference).toBe("additionalData.marketplace[0].merchantCategoryCode")
  })
})

describe("order item", () => {
  it("truncates description to 255 and groupId to 255", () => {
    const parsed = orderItemSchema.parse(item({ description: "d".repeat(300), groupId: "g".repeat(300) }))
    expect(parsed.description).toHaveLength(255)
    expect(parsed.groupId).toHaveLength(255)
  })

  it("requires productId, description, prices, quantity, vatPercent and vatAmount", () => {
    const messages = refused(orderItemSchema, {})
    expect(messages.map((m) => m.fieldReference).sort()).toEqual(
      ["description", "grossUnitPrice", "netUnitPrice", "productId", "quantity", "vatAmount", "vatPercent"].sort(),
    )
    expect(messages.every((m) => m.code === "400.002")).toBe(true)
  })

  it("accepts negative discount lines and refuses unknown item types and VAT categories", () => {
    expect(orderItemSchema.safeParse(item({ type: "Discount", grossUnitPrice: -10, netUnitPrice: -8.4, vatAmount: -1.6 })).success).toBe(true)
    expect(refused(orderItemSchema, item({ type: "Coupon" }))[0].fieldReference).toBe("type")
    expect(refused(orderItemSchema, item({ vatCategory: "Huge" }))[0].fieldReference).toBe("vatCategory")
    expect(refused(orderItemSchema, item({ imageUrl: "u".repeat(2049) }))[0].code).toBe("400.005")
    expect(refused(orderItemSchema, item({ marketPlaceSellerId: "m".repeat(33) }))[0].code).toBe("400.005")
  })
})

describe("payment", () => {
  it("accepts every payment type with its object", () => {
    for (const value of [
      { type: "Invoice" },
      { type: "Invoice", directDebit: { bankAccount: "DE75512108001245126199", bankCode: "BYLADEM1001" } },
      { type: "Installment", installment: { profileNo: 3, numberOfInstallments: 6, customerInterestRate: 0 } },
      { type: "Account", account: { profileNo: 1 } },
      { type: "Consolidatedinvoice", consolidatedInvoice: { invoiceDate: "2024-01-31T00:00:00Z" } },
      { type: "PayinX", payinX: {} },
    ]) {
      expect(paymentSchema.safeParse(value).success).toBe(true)
    }
  })

  it("refuses unknown types, missing profile numbers and a CreateNew agreement without account", () => {
    expect(refused(paymentSchema, { type: "Card" })[0].fieldReference).toBe("type")
    expect(refused(paymentSchema, { type: "Installment", installment: {} })[0]).toMatchObject({
      code: "400.002",
      fieldReference: "installment.profileNo",
    })
    expect(refused(paymentSchema, { type: "Invoice", directDebit: { bankAccount: "D".repeat(35) } })[0].code).toBe("400.005")
    expect(refused(paymentSchema, { type: "Invoice", recurringDirectDebit: { directDebitAgreement: "CreateNew" } })[0]).toMatchObject({
      code: "400.002",
      fieldReference: "recurringDirectDebit.bankAccount",
    })
  })

  it("is the paymentInfo of a contract", () => {
    expect(createContractRequestSchema.safeParse({ paymentInfo: { type: "Installment", installment: { profileNo: 1 } } }).success).toBe(true)
    expect(refused(createContractRequestSchema, {})[0].fieldReference).toBe("paymentInfo")
  })
})

describe("payment-methods request", () => {
  it("accepts the documented minimal example with amounts as strings", () => {
    const minimal = { conversationLanguage: "EN", order: { country: "DE", totalGrossAmount: "185", totalNetAmount: "155.41", currency: "EUR" } }
    const parsed = paymentMethodsRequestSchema.parse(minimal)
    expect(parsed.order.totalGrossAmount).toBe(185)
  })

  it("requires order and does not require a birth date", () => {
    expect(refused(paymentMethodsRequestSchema, {})[0]).toMatchObject({ code: "400.002", fieldReference: "order" })
    const noBirthDate = { customer: { customerCategory: "Person", address: { countryCode: "NL" } }, order: summary() }
    expect(paymentMethodsRequestSchema.safeParse(noBirthDate).success).toBe(true)
  })
})

describe("order management requests", () => {
  it("capture requires orderDetails and checks the invoice number", () => {
    expect(captureRequestSchema.safeParse({ orderDetails: summary(), invoiceNumber: "INV-1" }).success).toBe(true)
    expect(refused(captureRequestSchema, {})[0]).toMatchObject({ code: "400.002", fieldReference: "orderDetails" })
    expect(refused(captureRequestSchema, { orderDetails: summary(), invoiceNumber: "i".repeat(21) })[0].code).toBe("400.005")
  })

  it("shipping details: type case-insensitive, company and tracking id required", () => {
    const parsed = shippingDetailsSchema.parse({ type: "shipment", shippingCompany: "DHL", trackingId: "JJD01" })
    expect(parsed.type).toBe("Shipment")
    expect(refused(shippingDetailsSchema, { type: "Pickup", shippingCompany: "DHL", trackingId: "1" })[0].fieldReference).toBe("type")
    const missing = refused(shippingDetailsSchema, { type: "Return" }).map((m) => m.fieldReference)
    expect(missing).toEqual(["shippingCompany", "trackingId"])
    expect(refused(shippingDetailsSchema, { type: "Return", shippingCompany: "DHL", trackingId: "t".repeat(101) })[0].code).toBe("400.005")
  })

  it("refund requires the capture number and accepts refundType per item and at top level", () => {
    const body = { captureNumber: "800090089", refundType: "Return", items: [item({ refundType: "Refund" })], creditNoteNumber: "CN-1" }
    expect(refundRequestSchema.safeParse(body).success).toBe(true)
    expect(refused(refundRequestSchema, {})[0].fieldReference).toBe("captureNumber")
    expect(refused(refundRequestSchema, { captureNumber: "1", refundType: "Goodwill" })[0].fieldReference).toBe("refundType")
    expect(refused(refundRequestSchema, { captureNumber: "1", creditNoteNumber: "c".repeat(20) })[0].code).toBe("400.005")
  })

  it("void accepts an empty body and a partial cancellation", () => {
    expect(voidRequestSchema.safeParse({}).success).toBe(true)
    expect(voidRequestSchema.safeParse({ cancellationDetails: summary() }).success).toBe(true)
    expect(refused(voidRequestSchema, { cancellationDetails: { totalGrossAmount: 1 } })[0].fieldReference).toBe(
      "cancellationDetails.totalNetAmount",
    )
  })

  it("update order takes {updateOrderSummary, yourReference, ourReference}", () => {
    expect(updateOrderRequestSchema.safeParse({ updateOrderSummary: summary(), yourReference: "PO-1" }).success).toBe(true)
    expect(refused(updateOrderRequestSchema, { updateOrderSummary: summary(), yourReference: "y".repeat(21) })[0].code).toBe("400.005")
    expect(refused(updateOrderRequestSchema, authorize())[0].fieldReference).toBe("updateOrderSummary")
  })

  it("return notification requires the capture number", () => {
    expect(returnNotificationRequestSchema.safeParse({ captureNumber: "800090089" }).success).toBe(true)
    expect(refused(returnNotificationRequestSchema, { items: [item()] })[0].fieldReference).toBe("captureNumber")
  })

  it("update customer requires email for Email and mobilePhone for Sms", () => {
    expect(updateCustomerRequestSchema.safeParse({ distributionType: "Email", email: "a@example.com" }).success).toBe(true)
    expect(refused(updateCustomerRequestSchema, { distributionType: "Sms" })[0]).toMatchObject({ code: "400.002", fieldReference: "mobilePhone" })
    expect(refused(updateCustomerRequestSchema, { distributionType: "Email" })[0].fieldReference).toBe("email")
    expect(refused(updateCustomerRequestSchema, { distributionType: "Fax" })[0].fieldReference).toBe("distributionType")
  })
})

describe("responses", () => {
  it("authorize: keeps unknown fields, reads both redirect fields, refuses an unknown outcome", () => {
    const pending = authorizeResponseSchema.parse({ outcome: "Pending", secureLoginUrl: "https://old", riskCheckMessages: [], extra: 1 })
    expect(redirectUrlOf(pending)).toBe("https://old")
    expect((pending as Record<string, unknown>).extra).toBe(1)
    expect(redirectUrlOf(authorizeResponseSchema.parse({ outcome: "Pending", redirectUrl: "https://new", secureLoginUrl: "https://old" }))).toBe("https://new")
    expect(authorizeResponseSchema.safeParse({ outcome: "Maybe" }).success).toBe(false)
    expect(authorizeResponseSchema.safeParse({ outcome: "Accepted", deliveryCustomer: null }).success).toBe(true)
  })

  it("capture, shipping, refunds and voids", () => {
    expect(captureResponseSchema.safeParse({ capturedAmount: 185, authorizedAmount: 185, remainingAuthorizedAmount: 0, captureNumber: "800090089", totalCapturedAmount: 185, totalRefundedAmount: 0 }).success).toBe(true)
    expect(captureResponseSchema.safeParse({ capturedAmount: 185 }).success).toBe(false)
    expect(addShippingDetailsResponseSchema.parse({ shippingNumber: 13335 }).shippingNumber).toBe(13335)
    expect(refundsResponseSchema.safeParse({ refunds: [{ refundNumber: "800090092", amount: -185, refundItems: [{ grossUnitPrice: -185 }] }] }).success).toBe(true)
    expect(voidsResponseSchema.safeParse({ cancellations: [{ cancellationNo: "C0000033476", cancellationAmount: 300 }] }).success).toBe(true)
  })

  it("get order carries the status enum of the redirect flow", () => {
    const order = {
      orderDetails: { orderNumber: "o-1", status: "Accepted", customer: { birthDate: "1999-01-02T00:00:00Z" }, orderItems: [] },
      captures: [{ captureNumber: "1", captureItems: [], shippingDetails: [{ shippingNumber: 6, type: "Shipment" }] }],
      refunds: [],
      cancellations: [],
      payment: { type: "Invoice" },
    }
    expect(getOrderResponseSchema.parse(order).orderDetails.status).toBe("Accepted")
    expect(getOrderResponseSchema.safeParse({ ...order, orderDetails: { ...order.orderDetails, status: "Done" } }).success).toBe(false)
  })

  it("reads records as Riverty's sandbox answered them: date-time orderDate, null dates right after a capture, a refund's own balance", () => {
    const capture = {
      captureNumber: "800090089",
      amount: 38,
      balance: 38,
      totalRefundedAmount: 0,
      insertedAt: "2026-12-01T10:00:00Z",
      orderDate: "2026-12-01T09:58:12Z",
      updatedAt: null,
      dueDate: null,
      invoiceDate: null,
    }
    expect(capturesResponseSchema.parse({ captures: [capture] }).captures[0]).toMatchObject({ orderDate: "2026-12-01T09:58:12Z", dueDate: null, invoiceDate: null, updatedAt: null })
    const refund = { refundNumber: "800090092", captureNumber: "800090089", amount: -12.5, balance: -12.5, insertedAt: "2026-12-01T10:05:00Z", updatedAt: null }
    expect(refundsResponseSchema.parse({ refunds: [refund] }).refunds[0]).toMatchObject({ balance: -12.5, updatedAt: null })
  })
})
