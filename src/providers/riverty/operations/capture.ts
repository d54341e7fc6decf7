import type { CapturePaymentInput, CapturePaymentOutput } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { deriveIdempotencyKey, type CaptureRequestInput } from "../../../riverty"
import { countryOption, sessionDataOf, type OperationContext } from "./context"
import { toMedusaError } from "./errors"

export interface CaptureRecordData {
  capture_number: string
  amount: number
  idempotency_key?: string
}

/**
 * Captures the whole authorized amount (Medusa passes no amount; partial captures and capture on
 * shipment are added by the capture feature). The key comes from Medusa's capture id, so a
 * repeated call (e.g. a captured webhook) cannot capture twice.
 */
export async function capturePayment(ctx: OperationContext, input: CapturePaymentInput): Promise<CapturePaymentOutput> {
  const data = sessionDataOf(input.data)
  if (data.riverty_outcome !== "Accepted" || !data.order_number) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Riverty: only an accepted authorization can be captured")
  }
  const captures = (Array.isArray(data.captures) ? data.captures : []) as CaptureRecordData[]
  const key = deriveIdempotencyKey(input.context?.idempotency_key ?? data.session_id, "capture")
  if (captures.some((c) => c.idempotency_key === key)) return { data }
  const body: CaptureRequestInput = {
    orderDetails: {
      totalGrossAmount: Number(data.amount ?? 0),
      totalNetAmount: Number(data.net_amount ?? data.amount ?? 0),
      ...(data.currency ? { currency: data.currency as CaptureRequestInput["orderDetails"]["currency"] } : {}),
    },
  }
  try {
    const response = await ctx.client.orders.capture(data.order_number, body, { idempotencyKey: key, ...countryOption(data) })
    const record: CaptureRecordData = { capture_number: response.captureNumber, amount: response.capturedAmount, idempotency_key: key }
    return { data: { ...data, captures: [...captures, record] } }
  } catch (error) {
    throw toMedusaError(error, "capture")
  }
}
