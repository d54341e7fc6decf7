import type { GetOrderResponse } from "riverty-client"
import { amountToCents } from "./cents"
import { lineFromResponse, openLinesOf, type OpenLine, type RivertyLine } from "./line-allocation"
import type { CaptureBalance } from "./refund-allocation"

/** A Riverty order read back (GET order) in the terms captures and refunds are planned in. */
export interface OrderState {
  authorizedCents: number
  capturedCents: number
  voidedCents: number
  /** What may still be captured or voided. */
  remainingCents: number
  orderLines: RivertyLine[]
  open: OpenLine[]
  captures: CaptureBalance[]
  status?: string
}

/**
 * The service is the record of what was captured, voided and refunded: Medusa may record a
 * capture (capture on shipment) without the payment data changing, so plans start from here.
 */
export function orderStateOf(order: GetOrderResponse): OrderState {
  const orderLines = (order.orderDetails.orderItems ?? []).map((item) => lineFromResponse(item))
  const captures = order.captures ?? []
  const cancellations = order.cancellations ?? []
  const refunds = order.refunds ?? []
  const taken = [
    ...captures.flatMap((c) => (c.captureItems ?? []).map((item) => lineFromResponse(item))),
    ...cancellations.flatMap((c) => (c.cancellationItems ?? []).map((item) => lineFromResponse(item))),
  ]
  const authorizedCents = amountToCents(order.orderDetails.totalGrossAmount)
  const capturedCents = captures.reduce((sum, c) => sum + amountToCents(c.amount), 0)
  const voidedCents = cancellations.reduce((sum, c) => sum + amountToCents(c.cancellationAmount), 0)
  return {
    authorizedCents,
    capturedCents,
    voidedCents,
    remainingCents: Math.max(authorizedCents - capturedCents - voidedCents, 0),
    orderLines,
    open: openLinesOf(orderLines, taken),
    captures: captures.map((c) => ({
      captureNumber: c.captureNumber,
      balanceCents: c.balance !== null && c.balance !== undefined ? amountToCents(c.balance) : amountToCents(c.amount) - amountToCents(c.totalRefundedAmount),
      items: (c.captureItems ?? []).map((item) => lineFromResponse(item)),
      refunded: refunds
        .filter((r) => r.captureNumber === c.captureNumber)
        .flatMap((r) => (r.refundItems ?? []).map((item) => lineFromResponse(item, true))),
    })),
    status: order.orderDetails.status ?? undefined,
  }
}
