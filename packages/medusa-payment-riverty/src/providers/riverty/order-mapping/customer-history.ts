import { toCents } from "../../../riverty-order"
import type { QueryGraph } from "./load-cart"
import type { CustomerHistory } from "./risk-data"

type Row = Record<string, unknown>

const YEAR_MS = 365 * 24 * 60 * 60 * 1000

const dateOf = (value: unknown): Date | undefined => {
  const date = value instanceof Date ? value : typeof value === "string" ? new Date(value) : undefined
  return date && !Number.isNaN(date.getTime()) ? date : undefined
}

/** Medusa keeps an order's totals in its summary; paid less refunded is what the customer paid. */
function paidCents(summary: unknown): number {
  const totals = (summary ?? {}) as Row
  const cents = (value: unknown) => (value === undefined || value === null ? 0 : toCents(value as never))
  return Math.max(0, cents(totals.paid_total) - cents(totals.refunded_total))
}

/**
 * The order history of the cart's customer when it is a registered one (a guest checkout makes a
 * customer without an account; guests get no history). The order placed from this cart (Medusa
 * creates it before it authorizes) and canceled orders do not count.
 */
export async function loadCustomerHistory(
  query: QueryGraph,
  cart: { id: string; customerId?: string; currencyCode: string },
  now = new Date(),
  /** The customer's `has_account` when already known; read otherwise. */
  hasAccount?: boolean,
): Promise<CustomerHistory | undefined> {
  if (!cart.customerId) return undefined
  if (!(hasAccount ?? (await customerHasAccount(query, cart.customerId)))) return undefined

  // The order of this cart and the customer's orders: two reads at once.
  const [{ data: links }, { data }] = await Promise.all([
    query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cart.id } }),
    query.graph({
      entity: "order",
      fields: ["id", "status", "created_at", "currency_code", "is_draft_order", "summary.*"],
      filters: { customer_id: cart.customerId },
    }),
  ])
  const thisOrder = new Set(links.map((link) => (link as Row).order_id))
  const orders = (data as Row[]).filter((order) => !thisOrder.has(order.id) && order.status !== "canceled" && !order.is_draft_order)
  const dates = orders.map((order) => dateOf(order.created_at)).filter((date): date is Date => date !== undefined)
  const since = now.getTime() - YEAR_MS
  const currency = cart.currencyCode.toLowerCase()
  const paid = orders
    .filter((order) => String(order.currency_code ?? "").toLowerCase() === currency && (dateOf(order.created_at)?.getTime() ?? 0) >= since)
    .reduce((sum, order) => sum + paidCents(order.summary), 0)
  return {
    orders: orders.length,
    firstOrderAt: dates.length ? new Date(Math.min(...dates.map((date) => date.getTime()))) : undefined,
    paidCentsLast12Months: paid,
  }
}

async function customerHasAccount(query: QueryGraph, customerId: string): Promise<boolean> {
  const { data: customers } = await query.graph({ entity: "customer", fields: ["id", "has_account"], filters: { id: customerId } })
  return (customers[0] as Row | undefined)?.has_account === true
}
