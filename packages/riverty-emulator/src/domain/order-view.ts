import { DAY_MS, isoDate, isoDateTime } from "../core/clock"
import type { CancellationRecord, CaptureRecord, ItemWire, OrderRecord, RefundRecord } from "../state/types"
import { maskAccount } from "./bank-account"
import { fromCents } from "./money"

/** Money figures every order-management answer carries. */
export function orderTotals(order: OrderRecord): {
  totalAuthorizedAmount: number
  totalCapturedAmount: number
  totalRefundedAmount: number
  remainingAuthorizedAmount: number
} {
  return {
    totalAuthorizedAmount: fromCents(order.authorizedCents),
    totalCapturedAmount: fromCents(order.capturedCents),
    totalRefundedAmount: fromCents(order.refundedCents),
    remainingAuthorizedAmount: fromCents(remainingCents(order)),
  }
}

/** What can still be captured or voided. */
export function remainingCents(order: OrderRecord): number {
  return Math.max(0, order.authorizedCents - order.capturedCents - order.voidedCents)
}

function itemOut(item: ItemWire, extra: Record<string, unknown>, negate = false): Record<string, unknown> {
  const out: Record<string, unknown> = { ...item, ...extra }
  if (negate) {
    out.grossUnitPrice = -item.grossUnitPrice
    out.netUnitPrice = -item.netUnitPrice
    if (typeof item.vatAmount === "number") out.vatAmount = -item.vatAmount
  }
  return out
}

function customerOut(customer: Record<string, unknown>, customerNumber: string): Record<string, unknown> {
  const out: Record<string, unknown> = { ...customer, customerNumber }
  if (typeof customer.birthDate === "string") out.birthDate = `${customer.birthDate}T00:00:00Z`
  return out
}

/**
 * When a capture's invoice is issued: the next midnight (UTC) after the capture. Riverty's sandbox
 * answers a capture read right after the capture with no invoice or due date; when its invoice
 * run fills them is not public (docs/riverty-answers.md).
 */
export function invoiceIssuedAt(capture: CaptureRecord): number {
  return (Math.floor(capture.insertedAt / DAY_MS) + 1) * DAY_MS
}

/** A date-time, or null for a moment that has not happened. */
const dateTimeOrNull = (ms: number | undefined): string | null => (ms === undefined ? null : isoDateTime(ms))

export function captureOut(order: OrderRecord, capture: CaptureRecord, now: number): Record<string, unknown> {
  const payment = order.payment as {
    directDebit?: { bankAccount?: string; bankCode?: string }
    installment?: { profileNo?: number; numberOfInstallments?: number; customerInterestRate?: number }
    account?: { profileNo?: number }
  }
  const issued = now >= invoiceIssuedAt(capture)
  const out: Record<string, unknown> = {
    reservationId: order.reservationId,
    customerNumber: order.customerNumber,
    captureNumber: capture.captureNumber,
    invoiceNumber: capture.invoiceNumber,
    orderNumber: order.orderNumber,
    amount: fromCents(capture.amountCents),
    balance: fromCents(capture.amountCents - capture.refundedCents),
    totalRefundedAmount: fromCents(capture.refundedCents),
    currency: order.currency,
    insertedAt: isoDateTime(capture.insertedAt),
    updatedAt: dateTimeOrNull(capture.updatedAt),
    orderDate: isoDateTime(order.insertedAt),
    invoiceDate: issued ? isoDateTime(capture.insertedAt) : null,
    dueDate: issued ? isoDateTime(capture.dueAt) : null,
    captureItems: capture.items.map((item) => itemOut(item, { captureId: capture.captureNumber })),
    shippingDetails: capture.shippingDetails.map((s) => ({ ...s })),
  }
  if (capture.transactionReference) out.transactionReference = capture.transactionReference
  if (capture.parentTransactionReference) out.parentTransactionReference = capture.parentTransactionReference
  if (order.yourReference) out.yourReference = order.yourReference
  if (order.ourReference) out.ourReference = order.ourReference
  if (payment.directDebit?.bankAccount) {
    out.directDebitBankAccount = maskAccount(payment.directDebit.bankAccount)
    if (payment.directDebit.bankCode) out.directDebitSwift = payment.directDebit.bankCode
  }
  if (payment.installment) {
    out.installmentProfileNumber = payment.installment.profileNo
    if (payment.installment.numberOfInstallments !== undefined)
      out.numberOfInstallments = payment.installment.numberOfInstallments
    if (payment.installment.customerInterestRate !== undefined)
      out.installmentCustomerInterestRate = payment.installment.customerInterestRate
  }
  if (payment.account?.profileNo !== undefined) out.accountProfileNumber = payment.account.profileNo
  return out
}

/**
 * Refund records come back with negative amounts and unit prices, as the service returns them; the
 * balance is the refund's own (its negative amount, not what the capture has left) and `updatedAt`
 * is null, as Riverty's sandbox answers them (docs/riverty-answers.md).
 */
export function refundOut(order: OrderRecord, refund: RefundRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {
    reservationId: order.reservationId,
    customerNumber: order.customerNumber,
    refundId: refund.refundId,
    refundNumber: refund.refundNumber,
    creditNoteNumber: refund.creditNoteNumber,
    orderNumber: order.orderNumber,
    amount: -fromCents(refund.amountCents),
    balance: -fromCents(refund.amountCents),
    currency: order.currency,
    insertedAt: isoDateTime(refund.insertedAt),
    updatedAt: null,
    captureNumber: refund.captureNumber,
    refundItems: refund.items.map((item) => itemOut(item, { refundId: refund.refundId }, true)),
  }
  if (refund.refundType) out.refundType = refund.refundType
  if (refund.transactionReference) out.transactionReference = refund.transactionReference
  return out
}

export function cancellationOut(cancellation: CancellationRecord): Record<string, unknown> {
  return {
    cancellationNo: cancellation.cancellationNo,
    cancellationAmount: fromCents(cancellation.amountCents),
    cancellationItems: cancellation.items.map((item) =>
      itemOut(item, { cancellationNumber: cancellation.cancellationNo }),
    ),
  }
}

export function orderOut(order: OrderRecord, now: number): Record<string, unknown> {
  const orderDetails: Record<string, unknown> = {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    totalNetAmount: fromCents(order.totalNetCents),
    totalGrossAmount: fromCents(order.totalGrossCents),
    currency: order.currency,
    hasSeparateDeliveryAddress: order.deliveryCustomer !== undefined,
    customer: customerOut(order.customer, order.customerNumber),
    insertedAt: isoDateTime(order.insertedAt),
    updatedAt: isoDateTime(order.updatedAt),
    expirationDate: isoDate(order.expiresAt),
    orderItems: order.items.map((item) =>
      itemOut(item, { orderId: order.orderId, insertedAt: isoDateTime(order.insertedAt), updatedAt: isoDateTime(order.updatedAt) }),
    ),
    status: order.status,
  }
  if (order.orderChannelType) orderDetails.orderChannelType = order.orderChannelType
  if (order.orderDeliveryType) orderDetails.orderDeliveryType = order.orderDeliveryType
  return {
    orderDetails,
    captures: order.captures.map((c) => captureOut(order, c, now)),
    refunds: order.refunds.map((r) => refundOut(order, r)),
    cancellations: order.cancellations.map(cancellationOut),
    payment: { type: order.paymentType },
  }
}
