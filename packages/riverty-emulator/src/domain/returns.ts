import { fieldReferenceOf, returnOrderRequestSchema, type ReturnOrderRequest } from "riverty-client/schemas"
import type { Runtime } from "../runtime"
import { orderKey } from "../state/store"
import type { CaptureRecord, OrderRecord, ReturnRecord } from "../state/types"
import { maskAccount } from "./bank-account"
import { lineCents, toCents } from "./money"

type ErrorDetail = ReturnRecord["errors"][number]

const SENSITIVE_FIELDS = /iban|bankAccount|accountOwner/i

function detail(fieldName: string, errorDescription: string, provided: unknown): ErrorDetail {
  let providedValue = provided === undefined || provided === null ? "" : typeof provided === "object" ? JSON.stringify(provided) : String(provided)
  if (SENSITIVE_FIELDS.test(fieldName) && providedValue) providedValue = maskAccount(providedValue)
  return { errorDescription, fieldName, providedValue }
}

interface Evaluation {
  errors: ErrorDetail[]
  valueCents: number
  refundDueCents: number
  order?: OrderRecord
  captures: CaptureRecord[]
  lineQuantities: Map<number, number>
}

/** Quantity already returned per order line by accepted returns of the same order. */
function returnedQuantities(rt: Runtime, orderReference: string): Map<number, number> {
  const out = new Map<number, number>()
  for (const r of Object.values(rt.state.returns)) {
    if (r.status !== "Accepted" || orderKey(r.orderReference) !== orderKey(orderReference)) continue
    const items = (r.body as { items?: { orderItemReference: unknown; quantity: unknown; grossUnitPrice: unknown }[] }).items ?? []
    for (const item of items) {
      if (Number(item.grossUnitPrice) < 0) continue
      const ref = Number(item.orderItemReference)
      out.set(ref, (out.get(ref) ?? 0) + Number(item.quantity))
    }
  }
  return out
}

/** The spec's rules 1-6 for a return order; rule 7 (asynchrony) is the caller's. */
function evaluate(rt: Runtime, record: ReturnRecord, body: ReturnOrderRequest): Evaluation {
  const result: Evaluation = { errors: [], valueCents: 0, refundDueCents: 0, captures: [], lineQuantities: new Map() }
  const order = rt.state.orders[orderKey(record.orderReference)]
  if (!order) {
    result.errors.push(detail("orderReference", "The order does not exist.", record.orderReference))
    return result
  }
  result.order = order
  if (order.customerNumber !== record.customerNumber) {
    result.errors.push(detail("customerNumber", "The customer number does not match the order.", record.customerNumber))
  }
  if (order.captures.length === 0) {
    result.errors.push(detail("orderReference", "The order has no invoice: nothing was shipped and invoiced.", record.orderReference))
    return result
  }
  const captures = body.invoiceReference
    ? order.captures.filter((c) => c.invoiceNumber === body.invoiceReference)
    : order.captures
  if (captures.length === 0) {
    result.errors.push(detail("invoiceReference", "The invoice does not belong to this order.", body.invoiceReference))
    return result
  }
  result.captures = captures
  const openCents = captures.reduce((s, c) => s + c.amountCents - c.refundedCents - c.returnedCents, 0)

  if (!body.items || body.items.length === 0) {
    result.valueCents = openCents
    if (openCents <= 0) result.errors.push(detail("items", "Everything on this invoice was already returned.", ""))
  } else {
    const invoiced = new Map<number, { quantity: number; grossUnitPrice: number }>()
    for (const item of captures.flatMap((c) => c.items)) {
      const ref = item.lineNumber ?? 0
      const known = invoiced.get(ref)
      invoiced.set(ref, { quantity: (known?.quantity ?? 0) + item.quantity, grossUnitPrice: item.grossUnitPrice })
    }
    const already = returnedQuantities(rt, record.orderReference)
    body.items.forEach((item, index) => {
      const ref = Number(item.orderItemReference)
      const line = invoiced.get(ref)
      const at = `items[${index}]`
      if (!line) {
        result.errors.push(detail(`${at}.orderItemReference`, "The line item is not shipped and invoiced.", item.orderItemReference))
        return
      }
      if (item.grossUnitPrice < 0) {
        if (item.vatAmount > 0) {
          result.errors.push(detail(`${at}.vatAmount`, "A discount line carries a negative vatAmount.", item.vatAmount))
        }
        if (line.grossUnitPrice >= 0) {
          result.errors.push(detail(`${at}.orderItemReference`, "A negative line must refer to a discount line of the order.", item.orderItemReference))
        }
      } else {
        if (item.vatAmount < 0) {
          result.errors.push(detail(`${at}.vatAmount`, "vatAmount cannot be negative for a returned article.", item.vatAmount))
        }
        const total = (already.get(ref) ?? 0) + (result.lineQuantities.get(ref) ?? 0) + item.quantity
        result.lineQuantities.set(ref, (result.lineQuantities.get(ref) ?? 0) + item.quantity)
        if (total > line.quantity + 1e-9) {
          result.errors.push(detail(`${at}.quantity`, `The quantity exceeds the invoiced quantity of ${line.quantity} minus earlier returns.`, item.quantity))
        }
      }
      result.valueCents += lineCents(toCents(item.grossUnitPrice), item.quantity)
    })
    if (result.valueCents <= 0) {
      result.errors.push(detail("items", "The order value cannot increase through returns.", result.valueCents / 100))
    } else if (result.valueCents > openCents) {
      result.errors.push(detail("items", "The returned value exceeds the invoiced value not yet returned.", result.valueCents / 100))
    }
  }

  const paidCents = captures.reduce((s, c) => s + c.paidCents, 0)
  const outstanding = Math.max(0, openCents - paidCents)
  result.refundDueCents = Math.max(0, result.valueCents - outstanding)
  const hasInstrument =
    (order.payment as { directDebit?: unknown }).directDebit !== undefined ||
    captures.some((c) => c.paidVia === "BANK_TRANSFER" || c.paidVia === "DIRECT_DEBIT")
  if (result.refundDueCents > 0 && !hasInstrument && !body.bankDetails) {
    result.errors.push(
      detail("bankDetails", "bankDetails (accountOwner, iban, bic) are required: the original payment has no payment provider or bank account.", ""),
    )
  }
  return result
}

/**
 * Validates and applies a return order after the synchronous receipt, then reports by
 * notification: accounting/EdiErrorSent always (empty errorDetails when accepted), then
 * refundCompleted when money goes back, or balanceUpdated when the return offsets an open invoice.
 */
export function processReturn(rt: Runtime, internalRequestId: string): void {
  const record = rt.state.returns[internalRequestId]
  if (!record || record.status !== "Received") return
  const parsed = returnOrderRequestSchema.safeParse(record.body, { reportInput: true })
  let evaluation: Evaluation
  if (!parsed.success) {
    evaluation = {
      errors: parsed.error.issues.map((issue) =>
        detail(fieldReferenceOf(issue.path), issue.message, (issue as { input?: unknown }).input),
      ),
      valueCents: 0,
      refundDueCents: 0,
      captures: [],
      lineQuantities: new Map(),
    }
  } else {
    evaluation = evaluate(rt, record, parsed.data)
    record.invoiceReference = parsed.data.invoiceReference
    record.returnReference = parsed.data.returnReference
  }
  record.errors = evaluation.errors
  record.valueCents = evaluation.valueCents
  record.status = evaluation.errors.length === 0 ? "Accepted" : "Rejected"
  rt.notifications.emit("accounting/EdiErrorSent", {
    details: { errorDetails: evaluation.errors, orderReference: record.orderReference },
    requestType: "RETURN_ORDER",
    transactionId: record.internalRequestId,
  })
  if (record.status === "Accepted" && evaluation.order) applyReturn(rt, record, evaluation)
  rt.changed()
}

function applyReturn(rt: Runtime, record: ReturnRecord, evaluation: Evaluation): void {
  const order = evaluation.order as OrderRecord
  let left = evaluation.valueCents
  for (const capture of evaluation.captures) {
    const room = capture.amountCents - capture.refundedCents - capture.returnedCents
    const share = Math.min(room, left)
    capture.returnedCents += share
    left -= share
    if (left <= 0) break
  }
  const invoiceReference = record.invoiceReference ?? evaluation.captures[0]?.invoiceNumber
  const offset = evaluation.valueCents - evaluation.refundDueCents
  const openAfter = evaluation.captures.reduce(
    (s, c) => s + Math.max(0, c.amountCents - c.refundedCents - c.returnedCents - c.paidCents),
    0,
  )
  if (offset > 0) {
    rt.notifications.emit("accounting/balanceUpdated", {
      balance: openAfter / 100,
      businessCode: record.businessCode,
      currency: order.currency,
      customerNumber: order.customerNumber,
      debitCredit: "CREDIT",
      transactionId: record.internalRequestId,
    })
  }
  if (evaluation.refundDueCents > 0) {
    rt.notifications.emit("accounting/refundCompleted", {
      businessCode: record.businessCode,
      currency: order.currency,
      customerNumber: order.customerNumber,
      invoiceReference,
      orderReference: order.orderNumber,
      refundedToOriginalPaymentInstrument: evaluation.refundDueCents / 100,
      returnReference: record.returnReference ?? null,
      transactionId: record.internalRequestId,
    })
  }
}
