import type { GetOrderResponse } from "../schemas/order-read"
import { amountToCents, refundedCents } from "./amounts"

/** A refund as Riverty reads it back, with its amount as positive money back in cents. */
export interface RefundMoney {
  refundNumber: string
  captureNumber: string | null
  transactionReference: string | null
  cents: number
}

/**
 * The money of an order as Riverty reads it back (GET order), normalised once: cents by the
 * plugin's rule, captures as money taken, refunds as money given back (Riverty reads refunds
 * back as negative amounts; a sum that keeps that sign makes "refunded more than Medusa booked"
 * impossible to see). Everything that compares Riverty with Medusa reads this, not the raw order.
 */
export interface OrderMoney {
  capturedCents: number
  refundedCents: number
  refunds: RefundMoney[]
}

export function orderMoneyOf(order: GetOrderResponse): OrderMoney {
  const refunds = (order.refunds ?? []).map((r) => ({
    refundNumber: r.refundNumber,
    captureNumber: r.captureNumber ?? null,
    transactionReference: r.transactionReference ?? null,
    cents: refundedCents(r.amount),
  }))
  return {
    capturedCents: (order.captures ?? []).reduce((sum, c) => sum + amountToCents(c.amount), 0),
    refundedCents: refunds.reduce((sum, r) => sum + r.cents, 0),
    refunds,
  }
}
