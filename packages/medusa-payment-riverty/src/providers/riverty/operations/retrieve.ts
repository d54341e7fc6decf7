import type { RetrievePaymentInput, RetrievePaymentOutput } from "@medusajs/framework/types"
import { sessionDataOf, countryOption, type OperationContext } from "./context"
import { toMedusaError } from "../../../connection"
import { paymentDataOf } from "./session-state"

/** The payment data with Riverty's current view of the order (status, totals, captures). */
export async function retrievePayment(ctx: OperationContext, input: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
  const data = await paymentDataOf(ctx, sessionDataOf(input.data))
  if (!data.order_number || !data.riverty_outcome || data.riverty_outcome === "Rejected") return { data }
  try {
    const order = await ctx.client.orders.getOrder(data.order_number, countryOption(data))
    return {
      data: {
        ...data,
        riverty_status: order.orderDetails.status ?? data.riverty_status,
        riverty_order: {
          status: order.orderDetails.status ?? null,
          total_gross_amount: order.orderDetails.totalGrossAmount ?? null,
          captures: (order.captures ?? []).map((c) => ({ capture_number: c.captureNumber, amount: c.amount ?? null })),
          refunds: (order.refunds ?? []).map((r) => ({ refund_number: r.refundNumber, amount: r.amount ?? null })),
        },
      },
    }
  } catch (error) {
    throw toMedusaError(error, "retrieve order")
  }
}
