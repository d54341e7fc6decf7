import type { MedusaContainer } from "@medusajs/framework/types"
import { orderMoneyOf, type GetOrderResponse } from "riverty-client"
import { centsToAmount, orderStateOf } from "../../../../../riverty-order"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../../../modules/riverty"
import type { ReturnOrderRecord } from "../../../../../modules/riverty/service"
import type { ReturnOrderError } from "../../../../../modules/riverty/models/return-order"
import { methodEntryOf } from "../../../../../providers/riverty"
import { rivertyClient, toMedusaError } from "../../../../../connection"
import { capturableLines } from "../../../../../workflows/captures/order-lines"
import { countryOf, type RivertyOrderContext } from "../../../../../workflows/shared/order"
import type { ReturnOrderLine } from "../../../../../riverty-order"
import { returnableLines } from "../../../../../workflows/return-orders/returnable-lines"
import type { CaptureView, CorrectedAddressView, LookedUpAddressView, OrderUpdateView, RefundView, ReturnOrderView, RivertyOrderView, VoidView } from "../../views"
import type { FollowUpRecord } from "../../../../../modules/riverty"

const iso = (value: unknown): string | null =>
  value instanceof Date ? value.toISOString() : typeof value === "string" && value ? value : null
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value))

export function returnOrderView(record: ReturnOrderRecord): ReturnOrderView {
  return {
    id: record.id,
    status: record.status,
    return_reference: record.return_reference,
    internal_request_id: record.internal_request_id ?? null,
    invoice_reference: record.invoice_reference ?? null,
    return_reason: record.return_reason,
    return_date: record.return_date,
    amount: Number(record.amount),
    currency: record.currency ?? null,
    refunded_amount: num(record.refunded_amount),
    bank_account_hint: record.bank_account_hint ?? null,
    items: (record.items as unknown as ReturnOrderLine[] | null) ?? null,
    errors: (record.errors as unknown as ReturnOrderError[] | null) ?? null,
    created_at: iso(record.created_at) ?? "",
    accepted_at: iso(record.accepted_at),
    failed_at: iso(record.failed_at),
    refunded_at: iso(record.refunded_at),
  }
}

/** The order-edit follow-ups as the merchant reads them: what Riverty now holds, or what needs them. */
export function orderUpdateView(row: FollowUpRecord): OrderUpdateView {
  return {
    id: row.id,
    status: row.status,
    needs_merchant: row.status === "dead",
    message: row.status === "done" ? (row.outcome ?? null) : (row.last_error ?? null),
    created_at: iso(row.created_at),
    completed_at: iso(row.completed_at),
  }
}

export async function listReturnOrders(container: MedusaContainer, orderId: string): Promise<ReturnOrderRecord[]> {
  const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  return rivertyModule.listRivertyReturnOrders({ order_id: orderId }, { order: { created_at: "DESC" } })
}

function rivertyPart(order: GetOrderResponse, returns: ReturnOrderRecord[]) {
  const captures: CaptureView[] = (order.captures ?? []).map((c) => ({
    capture_number: c.captureNumber,
    invoice_number: c.invoiceNumber ? String(c.invoiceNumber) : null,
    amount: Number(c.amount ?? 0),
    balance: num(c.balance),
    refunded_amount: Number(c.totalRefundedAmount ?? 0),
    invoice_date: c.invoiceDate ?? null,
    due_date: c.dueDate ?? null,
    items: (c.captureItems ?? []).map((i) => ({
      line_number: num(i.lineNumber),
      description: String(i.description ?? i.productId ?? ""),
      quantity: Number(i.quantity ?? 0),
      gross_unit_price: Number(i.grossUnitPrice ?? 0),
    })),
    shipping_details: (c.shippingDetails ?? []).map((s) => ({
      shipping_number: num(s.shippingNumber),
      type: s.type ?? null,
      company: s.shippingCompany ?? null,
      tracking_id: s.trackingId ?? null,
      tracking_url: s.trackingUrl ?? null,
    })),
  }))
  const refunds: RefundView[] = (order.refunds ?? []).map((r) => ({
    refund_number: r.refundNumber,
    credit_note_number: (r.creditNoteNumber as string | null | undefined) ?? null,
    capture_number: r.captureNumber ?? null,
    amount: Math.abs(Number(r.amount ?? 0)),
    created_at: iso(r.insertedAt),
  }))
  const voids: VoidView[] = (order.cancellations ?? []).map((v) => ({
    cancellation_number: v.cancellationNo,
    amount: Number(v.cancellationAmount ?? 0),
  }))
  const authorized = num(order.orderDetails.totalGrossAmount)
  const state = orderStateOf(order)
  return {
    status: order.orderDetails.status ?? null,
    customer_number: order.orderDetails.customer?.customerNumber ?? null,
    authorized_amount: authorized,
    captured_amount: centsToAmount(state.capturedCents),
    refunded_amount: centsToAmount(orderMoneyOf(order).refundedCents),
    voided_amount: centsToAmount(state.voidedCents),
    remaining_amount: authorized === null ? null : centsToAmount(state.remainingCents),
    expiration_date: order.orderDetails.expirationDate ?? null,
    captures,
    refunds,
    voids,
    lines: capturableLines(order),
    returnable_lines: returnableLines(order, returns),
    bank_details_recommended: !order.captures?.some((c) => c.directDebitBankAccount),
  }
}

/** What the admin panel shows: Riverty's view of the order plus the plugin's own records. */
export async function buildOrderView(container: MedusaContainer, context: RivertyOrderContext): Promise<RivertyOrderView> {
  const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const [returns, ledger, sessions, followUps, lookedUp] = await Promise.all([
    listReturnOrders(container, context.orderId),
    rivertyModule.listRivertyLedgerEntries({ order_number: context.orderNumber }, { order: { occurred_at: "ASC" }, take: 500 }),
    // The provider's own record of the session (server-written), not the payment's data.
    rivertyModule.listRivertyPaymentSessionStates({ order_number: context.orderNumber }, { select: ["corrected_address"], take: 1 }),
    rivertyModule.listRivertyFollowUps({ order_id: context.orderId, kind: "update_order" }, { order: { created_at: "DESC", id: "DESC" } }),
    rivertyModule.lookedUpAddressOf<LookedUpAddressView["address"]>(context.orderId),
  ])
  // Some notifications name the order only inside their parameters (EdiErrorSent); their ledger
  // entries tie them to it.
  const timelineConfig = {
    select: ["id", "notification_id", "type", "status", "received_at", "processed_at", "outcome", "last_error"],
    order: { received_at: "DESC" as const },
    take: 200,
  }
  const ledgerNotificationIds = [...new Set(ledger.map((entry) => entry.notification_id))]
  const [byOrder, byLedger] = await Promise.all([
    rivertyModule.listRivertyNotifications({ order_number: context.orderNumber }, timelineConfig),
    ledgerNotificationIds.length ? rivertyModule.listRivertyNotifications({ notification_id: ledgerNotificationIds }, timelineConfig) : [],
  ])
  const notifications = [...new Map([...byOrder, ...byLedger].map((n) => [n.id, n])).values()].sort(
    (a, b) => new Date(b.received_at).getTime() - new Date(a.received_at).getTime(),
  )
  let part: ReturnType<typeof rivertyPart> | null = null
  let rivertyError: string | null = null
  try {
    const client = rivertyClient(container)
    part = rivertyPart(await client.orders.getOrder(context.orderNumber, countryOf(context)), returns)
  } catch (error) {
    rivertyError = toMedusaError(error, "order lookup", "merchant").message
  }
  return {
    order_id: context.orderId,
    order_number: context.orderNumber,
    provider_id: context.providerId,
    method: context.method ?? null,
    currency: context.currencyCode,
    status: part?.status ?? null,
    customer_number: part?.customer_number ?? context.customerNumber ?? null,
    authorized_amount: part?.authorized_amount ?? null,
    captured_amount: part?.captured_amount ?? 0,
    refunded_amount: part?.refunded_amount ?? 0,
    voided_amount: part?.voided_amount ?? 0,
    remaining_amount: part?.remaining_amount ?? null,
    expiration_date: part?.expiration_date ?? null,
    captures: part?.captures ?? [],
    refunds: part?.refunds ?? [],
    voids: part?.voids ?? [],
    lines: part?.lines ?? [],
    returnable_lines: part?.returnable_lines ?? [],
    ledger: ledger.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      type: entry.type,
      invoice_reference: entry.invoice_reference ?? null,
      amount: num(entry.amount),
      currency: entry.currency ?? null,
      status: entry.status ?? null,
      document_url: entry.document_url ?? null,
      occurred_at: iso(entry.occurred_at) ?? "",
    })),
    timeline: notifications.map((n) => ({
      id: n.id,
      type: n.type ?? null,
      status: n.status,
      received_at: iso(n.received_at) ?? "",
      processed_at: iso(n.processed_at),
      outcome: n.outcome ?? null,
      last_error: n.last_error ?? null,
    })),
    return_orders: returns.map(returnOrderView),
    bank_details_recommended: part?.bank_details_recommended ?? !methodEntryOf(context.method)?.collectsByDirectDebit,
    corrected_address: (sessions[0]?.corrected_address as CorrectedAddressView | null | undefined) ?? null,
    looked_up_address: lookedUp ? { address: lookedUp.address, kept_until: lookedUp.expires_at.toISOString() } : null,
    riverty_error: rivertyError,
    order_updates: (followUps as FollowUpRecord[]).map(orderUpdateView),
  }
}
