import type { RefundPaymentInput, RefundPaymentOutput } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { deriveIdempotencyKey, type RefundRequestInput } from "../../../riverty"
import { fromCents, netOfGross, toCents } from "../order-mapping"
import type { CaptureRecordData } from "./capture"
import { countryOption, sessionDataOf, type OperationContext } from "./context"
import { toMedusaError } from "./errors"

/**
 * Refunds the given amount against the latest capture: the whole capture without lines, a part
 * as one line of the capture at the refunded price (the refund feature adds line-exact refunds).
 */
export async function refundPayment(ctx: OperationContext, input: RefundPaymentInput): Promise<RefundPaymentOutput> {
  const data = sessionDataOf(input.data)
  const captures = (Array.isArray(data.captures) ? data.captures : []) as CaptureRecordData[]
  const capture = captures[captures.length - 1]
  if (!capture || !data.order_number) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Riverty: nothing captured to refund")
  }
  const cents = toCents(input.amount)
  const key = deriveIdempotencyKey(input.context?.idempotency_key ?? `${data.session_id}-${cents}`, "refund")
  const body: RefundRequestInput = { captureNumber: capture.capture_number }
  try {
    if (cents < toCents(capture.amount)) {
      const { captures: records } = await ctx.client.orders.getCapture(data.order_number, capture.capture_number, countryOption(data))
      const line = records[0]?.captureItems?.find((item) => (item.grossUnitPrice ?? 0) > 0)
      const vat = line?.vatPercent ?? 0
      const net = netOfGross(cents, vat)
      body.items = [
        {
          productId: line?.productId ?? "refund",
          description: `Refund ${line?.description ?? ""}`.trim(),
          quantity: 1,
          grossUnitPrice: fromCents(cents),
          netUnitPrice: fromCents(net),
          vatPercent: vat,
          vatAmount: fromCents(cents - net),
        },
      ]
    }
    const response = await ctx.client.orders.refund(data.order_number, body, { idempotencyKey: key, ...countryOption(data) })
    const refunds = Array.isArray(data.refunds) ? (data.refunds as unknown[]) : []
    return { data: { ...data, refunds: [...refunds, { refund_numbers: response.refundNumbers, amount: fromCents(cents) }] } }
  } catch (error) {
    throw toMedusaError(error, "refund")
  }
}
