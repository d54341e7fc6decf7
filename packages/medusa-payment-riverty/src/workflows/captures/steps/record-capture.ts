import type { IPaymentModuleService, UpdatePaymentDTO } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"
import type { CaptureRecordData } from "../../../providers/riverty"
import { sumMoney, toCents } from "../../../riverty-order"
import type { ShipmentCapture } from "./capture-shipment"

export interface RecordCaptureInput {
  payment_id: string
  /** A capture with Riverty's captured total after it (capture on shipment). */
  capture?: ShipmentCapture | null
  /** A capture alone (other callers): the booking then only checks the payment data. */
  record?: CaptureRecordData | null
}

type Row = Record<string, unknown>
type Amount = NonNullable<Parameters<typeof toCents>[0]>

/**
 * Books a capture made at Riverty in Medusa: Medusa's own capture workflow (Capture row, order
 * transaction, payment collection status, `payment.captured`) with `is_captured: true`, which the
 * payment module passes on so it records the capture without calling the provider again. The
 * capture then goes into the payment data. A capture number already in the data, or a capture
 * Medusa's totals already hold, is not booked twice.
 */
export const rivertyRecordCaptureStep = createStep("riverty-record-capture", async (input: RecordCaptureInput, { container }) => {
  const record = input.capture?.record ?? input.record
  if (!record) return new StepResponse({ recorded: false })
  const rivertyCaptured = input.capture?.riverty_captured_cents
  const payments = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
  const payment = await payments.retrievePayment(input.payment_id, { select: ["id", "data"], relations: ["captures"] })
  const data = (payment.data ?? {}) as Record<string, unknown>
  const captures = (Array.isArray(data.captures) ? data.captures : []) as CaptureRecordData[]
  if (captures.some((c) => c.capture_number === record.capture_number)) {
    return new StepResponse({ recorded: false })
  }
  const updateData = () =>
    // UpdatePaymentDTO declares only `id`; the module's update writes any payment column, data too.
    payments.updatePayment({ id: input.payment_id, data: { ...data, captures: [...captures, record] } } as UpdatePaymentDTO)
  // The notifications' reconciliation books a Riverty capture Medusa lacks (is_captured too): when
  // Medusa already holds Riverty's captured total, only the payment data is missing.
  // The cents rule applies to Medusa's total, not to each capture (docs/order-management.md, "Amounts and cents").
  const medusaCaptured = toCents(sumMoney(((payment.captures ?? []) as unknown as Row[]).map((c) => (c.raw_amount ?? c.amount ?? 0) as Amount)))
  if (rivertyCaptured !== undefined && medusaCaptured + toCents(record.amount) > rivertyCaptured + 1) {
    await updateData()
    return new StepResponse({ recorded: false })
  }
  // is_captured is not in the workflow's input type, but the step hands its input to
  // paymentModule.capturePayment unchanged (core-flows capture-payment step, 2.21.2).
  const workflowInput = { payment_id: input.payment_id, amount: record.amount, is_captured: true }
  await capturePaymentWorkflow(container).run({ input: workflowInput as { payment_id: string; amount: number } })
  await updateData()
  return new StepResponse({ recorded: true })
})
