import {
  consumptionsQuerySchema,
  partnerInvoiceRequestSchema,
  subscriptionCancellationRequestSchema,
} from "riverty-client/schemas"
import { isoDate } from "../../core/clock"
import { asEntries, errorEntries, notFoundEntry } from "../../core/error-entries"
import { html, json, type EmulatorRequest, type EmulatorResponse } from "../../core/http-types"
import { queryObject, validate, validateBody } from "../../core/validation"
import { emitBillingInformation } from "../../domain/events"
import { uuid } from "../../domain/ids"
import { fromCents, netCentsOfGross, toCents } from "../../domain/money"
import type { Runtime } from "../../runtime"
import { subscriptionKey } from "../../state/store"
import type { SubscriptionRecord } from "../../state/types"
import { consumptionOut, subscriptionOut } from "./views"

function clientKey(clientId: string): string {
  return /^\d+$/.test(clientId) ? String(Number(clientId)) : clientId
}

function findSubscription(rt: Runtime, req: EmulatorRequest): SubscriptionRecord | undefined {
  return rt.state.subscriptions[subscriptionKey(clientKey(req.params.clientId), req.params.subscriptionId)]
}

function missing(req: EmulatorRequest): EmulatorResponse {
  return notFoundEntry("Subscription not found", `No subscription ${req.params.subscriptionId} for this client.`)
}

/** GET /v1/clients/{clientId}/consumptions?customerNumber&subscriptionId. */
export function listConsumptions(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const query = validate(consumptionsQuerySchema, queryObject(req))
  if (!query.ok) return asEntries(query.response)
  const client = clientKey(req.params.clientId)
  const { customerNumber, subscriptionId } = query.value
  if (subscriptionId) {
    const s = rt.state.subscriptions[subscriptionKey(client, subscriptionId)]
    if (!s || s.customerNumber !== customerNumber) {
      return notFoundEntry("Subscription not found", `Customer ${customerNumber} has no subscription ${subscriptionId}.`)
    }
  }
  const list = rt.state.consumptions.filter(
    (c) =>
      c.clientId === client &&
      c.customerNumber === customerNumber &&
      (subscriptionId === undefined || c.subscriptionId === subscriptionId),
  )
  return json(200, list.map((c) => consumptionOut(rt, c)))
}

/** GET /v1/clients/{clientId}/partner-subscriptions/{subscriptionId} (the `self` link). */
export function getSubscription(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const s = findSubscription(rt, req)
  return s ? json(200, subscriptionOut(rt, s)) : missing(req)
}

/**
 * POST …/partner-subscriptions/{subscriptionId}/invoices: an invoice for the period, recorded as a
 * consumption and announced by subscriptions/billingInformationAvailable.
 */
export function createPartnerInvoice(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const s = findSubscription(rt, req)
  if (!s) return missing(req)
  const parsed = validateBody(req, partnerInvoiceRequestSchema)
  if (!parsed.ok) return asEntries(parsed.response)
  const body = parsed.value
  if (!body.invoiceLines || body.invoiceLines.length === 0) {
    return errorEntries(400, [
      { code: "400.002", title: "Incorrect or missing information", description: "invoiceLines must hold at least one line.", type: "ValidationError", fieldReference: "invoiceLines" },
    ])
  }
  const negative = body.invoiceLines.flatMap((line, index) =>
    [
      ["grossAmount", line.grossAmount],
      ["unit.netPrice", line.unit?.netPrice],
    ]
      .filter(([, value]) => typeof value === "number" && value < 0)
      .map(([field]) => ({
        code: "400.003",
        title: "Incorrect or missing information",
        description: `Value out of range: ${String(field)} must not be negative.`,
        type: "ValidationError",
        fieldReference: `invoiceLines[${index}].${String(field)}`,
      })),
  )
  if (negative.length > 0) return errorEntries(400, negative)
  const earlier = body.periodId === undefined ? undefined : invoiceOfPeriod(rt, s, body.periodId)
  if (earlier) {
    return errorEntries(400, [
      {
        code: "400.100",
        title: "Incorrect or missing information",
        description: `Period ${body.periodId} is already invoiced (${earlier}).`,
        type: "BusinessError",
        fieldReference: "periodId",
      },
    ])
  }
  if (s.status === "INACTIVE") {
    return errorEntries(400, [
      { code: "400.116", title: "Incorrect or missing information", description: "The subscription is cancelled.", type: "BusinessError", fieldReference: "subscriptionId" },
    ])
  }
  const now = rt.clock.now()
  rt.state.counters.partnerInvoice += 1
  const invoiceNumber = `PINV${String(rt.state.counters.partnerInvoice).padStart(8, "0")}`
  const lines = body.invoiceLines.map((line, index) => {
    const quantity = line.unit?.quantity ?? 1
    const vatPercent = line.vatPercentage ?? 0
    const grossCents = toCents(line.grossAmount ?? (line.unit?.netPrice ?? 0) * quantity * (1 + vatPercent / 100))
    const netCents = netCentsOfGross(grossCents, vatPercent)
    return { line, index, quantity, grossCents, netCents, vatPercent }
  })
  const grossCents = lines.reduce((sum, l) => sum + l.grossCents, 0)
  const netCents = lines.reduce((sum, l) => sum + l.netCents, 0)
  rt.state.partnerInvoices[invoiceNumber] = {
    clientId: s.clientId,
    invoiceNumber,
    subscriptionId: s.subscriptionId,
    periodId: body.periodId,
    grossCents,
    createdAt: now,
  }
  rt.state.consumptions.push({
    clientId: s.clientId,
    id: uuid(),
    customerNumber: s.customerNumber,
    subscriptionId: s.subscriptionId,
    invoiceId: invoiceNumber,
    consumptionTotal: { grossAmount: fromCents(grossCents), vatAmount: fromCents(grossCents - netCents), currencyCode: s.price.currencyCode },
    refundTotal: { grossAmount: 0, vatAmount: 0, currencyCode: s.price.currencyCode },
    items: lines.map((l) => ({
      id: `${invoiceNumber}-${l.index + 1}`,
      productDetails: { productId: l.line.productId ?? `LINE-${l.index + 1}`, description: l.line.description ?? "" },
      unit: { netPrice: l.line.unit?.netPrice ?? fromCents(l.netCents), quantity: l.quantity, code: l.line.unit?.code ?? "ST", currencyCode: s.price.currencyCode },
      total: { grossAmount: fromCents(l.grossCents), netAmount: fromCents(l.netCents), currencyCode: s.price.currencyCode, vatPercentage: l.vatPercent },
      occurredAt: { start: new Date(now).toISOString(), end: null },
      metadata: l.line.metaData ?? [],
    })),
    createdAt: now,
    billingDate: isoDate(now),
    metadata: body.metadata ?? [],
  })
  emitBillingInformation(rt, s, {
    invoiceReference: invoiceNumber,
    orderReference: body.periodId ?? invoiceNumber,
    items: lines.map((l) => ({
      description: l.line.description ?? "",
      grossUnitPrice: fromCents(Math.round(l.grossCents / l.quantity)),
      quantity: l.quantity,
      vatAmount: fromCents(Math.round((l.grossCents - l.netCents) / l.quantity)),
      vatPercent: l.vatPercent,
    })),
    grossCents,
    netCents,
  }, now)
  rt.changed()
  const root = `${rt.publicUrl()}/v1/clients/${encodeURIComponent(s.clientId)}`
  return json(200, {
    invoiceNumber,
    _links: [
      {
        rel: "self",
        method: "GET",
        href: `${root}/partner-subscriptions/${encodeURIComponent(s.subscriptionId)}/invoices/${invoiceNumber}`,
        target: "API",
      },
      { rel: "manage-payments", method: "GET", href: `${rt.publicUrl()}/consumer/payments/${invoiceNumber}`, target: "BROWSER" },
    ],
  })
}

/** The invoice number of a period already invoiced on this subscription: one invoice per period. */
function invoiceOfPeriod(rt: Runtime, s: SubscriptionRecord, periodId: string): string | undefined {
  return Object.values(rt.state.partnerInvoices).find(
    (i) => i.clientId === s.clientId && i.subscriptionId === s.subscriptionId && i.periodId === periodId,
  )?.invoiceNumber
}

/** GET …/invoices/{invoiceNumber} (the `self` link of a partner invoice). */
export function getPartnerInvoice(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const invoice = rt.state.partnerInvoices[req.params.invoiceNumber]
  if (!invoice || invoice.subscriptionId !== req.params.subscriptionId) {
    return notFoundEntry("Invoice not found", `No invoice ${req.params.invoiceNumber}.`)
  }
  return json(200, {
    invoiceNumber: invoice.invoiceNumber,
    subscriptionId: invoice.subscriptionId,
    periodId: invoice.periodId,
    grossAmount: fromCents(invoice.grossCents),
  })
}

/** The consumer page behind `manage-payments`. */
export function managePaymentsPage(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const invoice = rt.state.partnerInvoices[req.params.invoiceNumber]
  if (!invoice) return html(404, "<!doctype html><title>Not found</title><p>Unknown invoice.</p>")
  return html(
    200,
    `<!doctype html><title>Manage payments</title><h1>Invoice ${invoice.invoiceNumber}</h1><p>Amount due: ${fromCents(invoice.grossCents)}</p>`,
  )
}

/** PUT …/cancellation `{date}` -> the subscription, INACTIVE. */
export function cancelSubscription(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const s = findSubscription(rt, req)
  if (!s) return missing(req)
  const parsed = validateBody(req, subscriptionCancellationRequestSchema)
  if (!parsed.ok) return asEntries(parsed.response)
  if (parsed.value.date < s.activeFrom) {
    return errorEntries(400, [
      { code: "400.003", title: "Incorrect or missing information", description: "The cancellation date is before the subscription started.", type: "ValidationError", fieldReference: "date" },
    ])
  }
  s.status = "INACTIVE"
  s.cancellationDate = parsed.value.date
  rt.changed()
  return json(200, subscriptionOut(rt, s))
}

/** DELETE …/cancellation: undoes a cancellation. */
export function uncancelSubscription(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const s = findSubscription(rt, req)
  if (!s) return missing(req)
  s.status = "ACTIVE"
  delete s.cancellationDate
  rt.changed()
  return json(200, subscriptionOut(rt, s))
}
