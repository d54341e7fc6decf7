import { PAYMENT_REGISTRATION_NOTIFICATION_TYPES, PAYMENT_TRANSACTION_NOTIFICATION_TYPES } from "riverty-client/schemas"
import { isoDate } from "../core/clock"
import { json, type EmulatorResponse } from "../core/http-types"
import { plainMessage } from "../core/messages"
import { emitBillingInformation } from "../domain/events"
import { uuid } from "../domain/ids"
import { fromCents, lineNetCents, netCentsOfGross, toCents } from "../domain/money"
import type { Runtime } from "../runtime"
import { orderKey, subscriptionKey } from "../state/store"
import type { CaptureRecord, OrderRecord, PaymentChannel } from "../state/types"

type Body = Record<string, unknown>

const COMPANY_CODE = "1000"

function str(body: Body, key: string): string | undefined {
  const v = body[key]
  return typeof v === "string" && v !== "" ? v : typeof v === "number" ? String(v) : undefined
}

function num(body: Body, key: string): number | undefined {
  const v = body[key]
  return typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" && !Number.isNaN(Number(v)) ? Number(v) : undefined
}

type Target = { ok: true; order: OrderRecord; capture: CaptureRecord } | { ok: false; response: EmulatorResponse }

/** The invoice an event is about: `orderNumber` plus optional `invoiceNumber` (default: latest). */
function invoiceOf(rt: Runtime, body: Body): Target {
  const orderNumber = str(body, "orderNumber")
  if (!orderNumber) return { ok: false, response: plainMessage(400, "orderNumber is required.") }
  const order = rt.state.orders[orderKey(orderNumber)]
  if (!order) return { ok: false, response: plainMessage(404, `Order ${orderNumber} not found.`) }
  const invoiceNumber = str(body, "invoiceNumber")
  const capture = invoiceNumber
    ? order.captures.find((c) => c.invoiceNumber === invoiceNumber || c.captureNumber === invoiceNumber)
    : order.captures[order.captures.length - 1]
  if (!capture) return { ok: false, response: plainMessage(409, "The order has no such invoice (capture it first).") }
  return { ok: true, order, capture }
}

function outstandingCents(c: CaptureRecord): number {
  return Math.max(0, c.amountCents - c.refundedCents - c.returnedCents - c.paidCents)
}

function balanceUpdated(rt: Runtime, order: OrderRecord, remainingCents: number, transactionId: string): void {
  rt.notifications.emit("accounting/balanceUpdated", {
    balance: fromCents(remainingCents),
    businessCode: rt.config.businessCode,
    companyCode: COMPANY_CODE,
    currency: order.currency,
    customerNumber: order.customerNumber,
    debitCredit: remainingCents > 0 ? "DEBIT" : "CREDIT",
    transactionId,
  })
}

const CHANNELS: PaymentChannel[] = ["BANK_TRANSFER", "DIRECT_DEBIT", "CASH", "OMNICHANNEL"]

/** The consumer pays an invoice (fully by default): paymentReceived and balanceUpdated. */
export function invoicePaid(rt: Runtime, body: Body): EmulatorResponse {
  const target = invoiceOf(rt, body)
  if (!target.ok) return target.response
  const { order, capture } = target
  const open = outstandingCents(capture)
  const amount = num(body, "amount") !== undefined ? toCents(num(body, "amount") as number) : open
  if (amount <= 0) return plainMessage(409, "Nothing is outstanding on this invoice.")
  const channel = (str(body, "channel") ?? ((order.payment as { directDebit?: unknown }).directDebit ? "DIRECT_DEBIT" : "BANK_TRANSFER")) as PaymentChannel
  if (!CHANNELS.includes(channel)) return plainMessage(400, `channel is one of ${CHANNELS.join(", ")}.`)
  capture.paidCents += amount
  capture.paidVia = channel
  capture.updatedAt = rt.clock.now()
  const transactionId = uuid()
  const remaining = outstandingCents(capture)
  rt.notifications.emit("accounting/paymentReceived", {
    businessCode: rt.config.businessCode,
    companyCode: COMPANY_CODE,
    currency: order.currency,
    customerNumber: order.customerNumber,
    fiscalYear: new Date(rt.clock.now()).getUTCFullYear(),
    invoiceReference: capture.invoiceNumber,
    orderAmount: fromCents(capture.amountCents),
    orderReference: order.orderNumber,
    paidAmount: fromCents(amount),
    paymentDocument: `PAY${Date.now().toString(36).toUpperCase()}`,
    remainingAmount: fromCents(remaining),
    tolerance: 0,
    transactionId,
  })
  balanceUpdated(rt, order, remaining, transactionId)
  if (rt.config.bnplWebhooks) {
    rt.notifications.emitWebhook(
      "InvoiceStatus_PaymentReceived",
      {
        InvoiceNumber: capture.invoiceNumber,
        CustomerNumber: order.customerNumber,
        InvoiceOriginalAmount: fromCents(capture.amountCents),
        PaidAmount: fromCents(amount),
        Currency: order.currency,
      },
      order.country,
    )
  }
  rt.changed()
  return json(200, { invoiceNumber: capture.invoiceNumber, paidAmount: fromCents(amount), remainingAmount: fromCents(remaining), transactionId })
}

/** A chargeback or reverse debit: the payment is booked back (chargebackReceived, balanceUpdated). */
export function chargeback(rt: Runtime, body: Body): EmulatorResponse {
  const target = invoiceOf(rt, body)
  if (!target.ok) return target.response
  const { order, capture } = target
  const amount = num(body, "amount") !== undefined ? toCents(num(body, "amount") as number) : capture.paidCents || capture.amountCents
  capture.paidCents = Math.max(0, capture.paidCents - amount)
  capture.updatedAt = rt.clock.now()
  const transactionId = uuid()
  rt.notifications.emit("accounting/chargebackReceived", {
    amount: fromCents(amount),
    businessCode: rt.config.businessCode,
    companyCode: COMPANY_CODE,
    currency: order.currency,
    customerNumber: order.customerNumber,
    invoiceReference: capture.invoiceNumber,
    orderReference: order.orderNumber,
    transactionId,
    type: str(body, "type") ?? "CCB",
  })
  balanceUpdated(rt, order, outstandingCents(capture), transactionId)
  rt.changed()
  return json(200, { invoiceNumber: capture.invoiceNumber, amount: fromCents(amount), transactionId })
}

function documentCreated(rt: Runtime, order: OrderRecord, capture: CaptureRecord, documentType: string, transactionId: string): void {
  rt.notifications.emit("accounting/documentCreated", {
    businessCode: rt.config.businessCode,
    documents: [
      {
        documentInformation: [
          {
            customerNumber: order.customerNumber,
            documentCreationDate: isoDate(rt.clock.now()),
            dunningLevel: documentType === "DUNNING" ? capture.reminderLevel : null,
            invoiceReference: capture.invoiceNumber,
            orderReference: order.orderNumber,
          },
        ],
        documentType,
        urlKey: `${rt.publicUrl()}/documents/invoices/${encodeURIComponent(capture.invoiceNumber)}`,
      },
    ],
    transactionId,
  })
}

/** The reminder level goes up: reminderSent plus the dunning document. */
export function reminder(rt: Runtime, body: Body): EmulatorResponse {
  const target = invoiceOf(rt, body)
  if (!target.ok) return target.response
  const { order, capture } = target
  capture.reminderLevel += 1
  const transactionId = uuid()
  rt.notifications.emit("accounting/reminderSent", {
    businessCode: rt.config.businessCode,
    companyCode: COMPANY_CODE,
    customerNumber: order.customerNumber,
    invoiceReference: capture.invoiceNumber,
    orderReference: order.orderNumber,
    reminderLevel: capture.reminderLevel,
    transactionId,
  })
  documentCreated(rt, order, capture, "DUNNING", transactionId)
  rt.changed()
  return json(200, { invoiceNumber: capture.invoiceNumber, reminderLevel: capture.reminderLevel, transactionId })
}

const DOCUMENT_TYPES = ["INVOICE", "DUNNING", "BOOKING", "SETTLEMENT"]

export function document(rt: Runtime, body: Body): EmulatorResponse {
  const target = invoiceOf(rt, body)
  if (!target.ok) return target.response
  const documentType = str(body, "documentType") ?? "INVOICE"
  if (!DOCUMENT_TYPES.includes(documentType)) return plainMessage(400, `documentType is one of ${DOCUMENT_TYPES.join(", ")}.`)
  const transactionId = uuid()
  documentCreated(rt, target.order, target.capture, documentType, transactionId)
  return json(200, { transactionId })
}

/**
 * The daily general-ledger notification for a day (default: yesterday): one per currency with
 * activity, receivables against revenue and VAT for captures, reversed for refunds.
 */
export function dailyLedger(rt: Runtime, body: Body): EmulatorResponse {
  const day = str(body, "date") ?? isoDate(rt.clock.now() - 24 * 60 * 60 * 1000)
  const byCurrency = new Map<string, { lines: Record<string, unknown>[] }>()
  const add = (currency: string, postingKey: "Debit" | "Credit", accountNumber: string, description: string, cents: number, ref: string) => {
    const entry = byCurrency.get(currency) ?? { lines: [] }
    byCurrency.set(currency, entry)
    entry.lines.push({
      lineItemNumber: entry.lines.length + 1,
      postingKey,
      accountNumber,
      alternativeAccountNumber: null,
      accountDescription: description,
      amountLocalCurrency: fromCents(cents),
      taxCode: accountNumber === "176000" ? "V1" : null,
      assignmentNumber: ref,
      itemText: description,
      itemReference: ref,
    })
  }
  for (const order of Object.values(rt.state.orders)) {
    for (const capture of order.captures) {
      if (isoDate(capture.insertedAt) !== day) continue
      const net = capture.items.length > 0 ? capture.items.reduce((s, i) => s + lineNetCents(i), 0) : capture.amountCents
      add(order.currency, "Debit", "140000", "Receivables", capture.amountCents, capture.invoiceNumber)
      add(order.currency, "Credit", "800000", "Revenue", net, capture.invoiceNumber)
      if (capture.amountCents - net !== 0) add(order.currency, "Credit", "176000", "Output VAT", capture.amountCents - net, capture.invoiceNumber)
    }
    for (const refund of order.refunds) {
      if (isoDate(refund.insertedAt) !== day) continue
      add(order.currency, "Credit", "140000", "Receivables", refund.amountCents, refund.creditNoteNumber)
      add(order.currency, "Debit", "800000", "Revenue", refund.amountCents, refund.creditNoteNumber)
    }
  }
  const [year, month] = day.split("-").map(Number)
  const ids: string[] = []
  let n = 0
  for (const [currency, { lines }] of byCurrency) {
    n += 1
    const notification = rt.notifications.emitDocuments("accounting/dailyGlaccountBalance", [
      {
        entryDate: day,
        businessCode: rt.config.businessCode,
        documentNumber: `GL${day.replace(/-/g, "")}${String(n).padStart(3, "0")}`,
        fiscalYear: year,
        fiscalPeriod: month,
        currency,
        documentHeaderText: `Daily balance ${day}`,
        documentReference: `${rt.config.businessCode}-${day}-${currency}`,
        lineItems: lines,
      },
    ])
    ids.push(notification.id)
  }
  return json(200, { date: day, notifications: ids })
}

/** subscriptions/billingInformationAvailable for a subscription (default: the seeded one). */
export function billingInformation(rt: Runtime, body: Body): EmulatorResponse {
  const clientId = str(body, "clientId") ?? "1001"
  const subscriptionId = str(body, "subscriptionId") ?? "SUB-1001"
  const s = rt.state.subscriptions[subscriptionKey(clientId, subscriptionId)]
  if (!s) return plainMessage(404, `Subscription ${subscriptionId} not found for client ${clientId}.`)
  const now = rt.clock.now()
  const grossCents = toCents(s.price.grossAmount)
  const netCents = netCentsOfGross(grossCents, s.price.vatPercentage)
  const invoiceReference = `SINV${now.toString(36).toUpperCase()}`
  const notification = emitBillingInformation(rt, s, {
    invoiceReference,
    orderReference: s.subscriptionId,
    items: [
      { description: s.description, grossUnitPrice: s.price.grossAmount, quantity: 1, vatAmount: fromCents(grossCents - netCents), vatPercent: s.price.vatPercentage },
    ],
    grossCents,
    netCents,
  }, now)
  return json(200, { id: notification.id, invoiceReference })
}

/** subscriptions/expiryWarning: a stored payment method is about to expire. */
export function expiryWarning(rt: Runtime, body: Body): EmulatorResponse {
  const customerNumber = str(body, "customerNumber") ?? "C-0001"
  const notification = rt.notifications.emit("subscriptions/expiryWarning", {
    customerNumber,
    paymentRegistration: {
      id: str(body, "paymentRegistrationId") ?? `REG-${customerNumber}`,
      paymentMethodName: str(body, "paymentMethodName") ?? "DirectDebit",
    },
  })
  return json(200, { id: notification.id })
}

/** The notification type of a payment transaction or registration state, from the client's table. */
function typeOfState(types: Readonly<Record<string, string>>, state: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(types, state) ? types[state] : undefined
}

/** A payment registration changes state (payments/registration*). */
export function registration(rt: Runtime, body: Body): EmulatorResponse {
  const to = str(body, "to") ?? "RegistrationActivated"
  const type = typeOfState(PAYMENT_REGISTRATION_NOTIFICATION_TYPES, to)
  if (!type) return plainMessage(400, `to is one of ${Object.keys(PAYMENT_REGISTRATION_NOTIFICATION_TYPES).join(", ")}.`)
  const notification = rt.notifications.emit(type, {
    paymentRegistrationId: str(body, "paymentRegistrationId") ?? uuid(),
    statusChange: { from: str(body, "from") ?? "Registering", to },
  })
  return json(200, { id: notification.id })
}

/** A payment transaction notification for an order, for states the API does not reach (…Failed). */
export function transaction(rt: Runtime, body: Body): EmulatorResponse {
  const to = str(body, "to")
  const type = to === undefined ? undefined : typeOfState(PAYMENT_TRANSACTION_NOTIFICATION_TYPES, to)
  if (!type) return plainMessage(400, `to is one of ${Object.keys(PAYMENT_TRANSACTION_NOTIFICATION_TYPES).join(", ")}.`)
  const token = str(body, "orderNumber") ?? str(body, "paymentTransactionToken")
  if (!token) return plainMessage(400, "orderNumber is required.")
  const notification = rt.notifications.emit(type, {
    paymentTransactionToken: token,
    statusChange: { from: str(body, "from") ?? null, to },
  })
  return json(200, { id: notification.id })
}

/** Any envelope as given (`type` plus `parameters` or `documents`), for receivers' edge cases. */
export function raw(rt: Runtime, body: Body): EmulatorResponse {
  const type = str(body, "type")
  if (!type) return plainMessage(400, "type is required.")
  const notification = Array.isArray(body.documents)
    ? rt.notifications.emitDocuments(type, body.documents)
    : rt.notifications.emit(type, (body.parameters as Record<string, unknown>) ?? {})
  return json(200, { id: notification.id })
}

/** A BNPL-format webhook (`{Header, Body}`) such as CustomerAuthenticationCompleted. */
export function webhook(rt: Runtime, body: Body): EmulatorResponse {
  const messageName = str(body, "messageName")
  if (!messageName) return plainMessage(400, "messageName is required.")
  const payload = (body.body as Record<string, unknown>) ?? {}
  const id = rt.notifications.emitWebhook(messageName, payload, str(body, "countryCode") ?? "DE", str(body, "url"))
  return json(200, { messageId: id })
}

export const EVENT_TRIGGERS: Record<string, (rt: Runtime, body: Body) => EmulatorResponse> = {
  "invoice-paid": invoicePaid,
  chargeback,
  reminder,
  document,
  "daily-ledger": dailyLedger,
  "billing-information": billingInformation,
  "expiry-warning": expiryWarning,
  registration,
  transaction,
  raw,
  webhook,
}
