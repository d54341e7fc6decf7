import { isoDate } from "../core/clock"
import type { Runtime } from "../runtime"
import type { NotificationEnvelope } from "../notifications/envelope"
import type { CaptureRecord, OrderRecord, SubscriptionRecord } from "../state/types"
import { vatTypeOf } from "./countries"
import { uuid } from "./ids"
import { fromCents, lineNetCents } from "./money"
import { subscriberAddress } from "./subscriber-address"
import type { VatShare } from "./vat-shares"
import { PAYMENT_TRANSACTION_NOTIFICATION_TYPES } from "riverty-client/schemas"

const PAYMENT_TYPES = PAYMENT_TRANSACTION_NOTIFICATION_TYPES

export type TransactionState = keyof typeof PAYMENT_TYPES

/**
 * A payment-module notification. The transaction token is the merchant's order number, so a
 * receiver maps it back without a lookup table. `from` defaults to the state the order's last
 * payment notification announced: a void after a capture comes from Captured, not Authorized.
 */
export function emitPayment(
  rt: Runtime,
  order: OrderRecord,
  to: TransactionState,
  from: TransactionState | null = order.transactionState ?? "Authorized",
): void {
  order.transactionState = to
  rt.notifications.emit(PAYMENT_TYPES[to], {
    paymentTransactionToken: order.orderNumber,
    statusChange: { from, to },
  })
}

function positionType(item: { type?: unknown; grossUnitPrice: number }): string {
  if (item.type === "ShippingFee") return "SHIPPING_COSTS"
  if (item.type === "Discount" || item.grossUnitPrice < 0) return "DISCOUNT"
  if (item.type === "GiftCard") return "GIFT_CARD_VOUCHER_SALE"
  return "SALES_ARTICLE"
}

function billToAddress(order: OrderRecord): Record<string, unknown> {
  const c = order.customer as Record<string, unknown> & { address?: Record<string, unknown> }
  const a = c.address ?? {}
  return {
    careOf: a.careOf ?? null,
    countryCode: a.countryCode ?? order.country,
    postalCode: a.postalCode ?? null,
    postalPlace: a.postalPlace ?? null,
    street: a.street ?? null,
    streetNumber: a.streetNumber ?? null,
    firstName: c.firstName ?? null,
    lastName: c.lastName ?? null,
    salutation: c.salutation ?? null,
    email: c.email ?? null,
    language: c.conversationLanguage ?? null,
    customerGroup: c.customerCategory ?? null,
  }
}

/**
 * `accounting/invoiceCreated` for a capture: the invoice the consumer receives. A capture by
 * amount names no lines, so its invoice has one line per VAT rate (`shares`, see vat-shares.ts).
 */
export function emitInvoiceCreated(rt: Runtime, order: OrderRecord, capture: CaptureRecord, shares: readonly VatShare[] = []): void {
  const lines =
    capture.items.length > 0
      ? capture.items.map((item) => ({
          description: item.description,
          grossUnitPrice: item.grossUnitPrice,
          quantity: item.quantity,
          vatAmount: item.vatAmount ?? 0,
          vatPercent: item.vatPercent ?? 0,
          orderItemReference: item.lineNumber ?? null,
          positionType: positionType(item),
          productId: item.productId,
          vatType: vatTypeOf(order.country, item.vatPercent ?? 0),
        }))
      : shares.map((share) => ({
          description: `Partial capture of order ${order.orderNumber} at ${share.vatPercent} % VAT`,
          grossUnitPrice: fromCents(share.grossCents),
          quantity: 1,
          vatAmount: fromCents(share.grossCents - share.netCents),
          vatPercent: share.vatPercent,
          orderItemReference: null,
          positionType: "SALES_ARTICLE",
          productId: null,
          vatType: vatTypeOf(order.country, share.vatPercent),
        }))
  const netCents =
    capture.items.length > 0
      ? capture.items.reduce((s, i) => s + lineNetCents(i), 0)
      : shares.length > 0
        ? shares.reduce((s, share) => s + share.netCents, 0)
        : capture.amountCents
  rt.notifications.emit("accounting/invoiceCreated", {
    billToAddress: billToAddress(order),
    businessCode: rt.config.businessCode,
    businessCountryCode: order.country,
    creationDate: isoDate(capture.insertedAt),
    currency: order.currency,
    customerNumber: order.customerNumber,
    dueDate: isoDate(capture.dueAt),
    goodwillReference: null,
    invoiceDate: isoDate(capture.insertedAt),
    invoiceDocumentUrl: `${rt.publicUrl()}/documents/invoices/${encodeURIComponent(capture.invoiceNumber)}`,
    invoiceReference: capture.invoiceNumber,
    items: lines,
    orderReference: order.orderNumber,
    totals: {
      exchangeRate: order.currency === "EUR" ? 1 : null,
      grossUnitPrice: fromCents(capture.amountCents),
      grossUnitPriceEUR: order.currency === "EUR" ? fromCents(capture.amountCents) : null,
      netUnitPrice: fromCents(netCents),
      netUnitPriceEUR: order.currency === "EUR" ? fromCents(netCents) : null,
      vatAmount: fromCents(capture.amountCents - netCents),
      vatAmountEUR: order.currency === "EUR" ? fromCents(capture.amountCents - netCents) : null,
    },
    transactionId: uuid(),
  })
}

/** One invoice of a subscription's period, in cents. */
export interface SubscriptionBill {
  invoiceReference: string
  orderReference: string
  items: Array<Record<string, unknown>>
  grossCents: number
  netCents: number
}

const DAY = 24 * 60 * 60 * 1000

/**
 * `subscriptions/billingInformationAvailable` for one bill of a subscription: a 30-day period
 * ending today, due in 14 days.
 */
export function emitBillingInformation(
  rt: Runtime,
  s: SubscriptionRecord,
  bill: SubscriptionBill,
  now = rt.clock.now(),
): NotificationEnvelope {
  const address = subscriberAddress(rt, s)
  return rt.notifications.emit("subscriptions/billingInformationAvailable", {
    customerNumber: s.customerNumber,
    externalContractId: s.subscriptionId,
    invoice: {
      billToAddress: address,
      billingEndDate: isoDate(now),
      billingStartDate: isoDate(now - 30 * DAY),
      currency: s.price.currencyCode,
      dueDate: isoDate(now + 14 * DAY),
      invoiceDate: isoDate(now),
      invoiceReference: bill.invoiceReference,
      items: bill.items,
      orderChannel: "Internet",
      orderDate: isoDate(now),
      orderReference: bill.orderReference,
      shipToAddress: { ...address },
      totalGrossAmount: fromCents(bill.grossCents),
      totalNetAmount: fromCents(bill.netCents),
    },
    orderReference: bill.orderReference,
    transactionId: uuid(),
  })
}
