import type { IPaymentModuleService, UpdatePaymentDTO } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
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

/** What booking a capture made at Riverty takes in Medusa; nothing changed yet. */
export interface CaptureRecordPlan {
  /** Medusa's capture workflow input (`is_captured`: no call to the provider); null when Medusa already holds it. */
  book: { payment_id: string; amount: number; is_captured: true } | null
  /** The payment data with the capture added; null when it is there already. */
  data: { payment_id: string; data: Record<string, unknown>; previous: Record<string, unknown> } | null
}

type Row = Record<string, unknown>
type Amount = NonNullable<Parameters<typeof toCents>[0]>

export const rivertyPlanCaptureRecordStepId = "riverty-plan-capture-record"

/**
 * Plans booking a capture made at Riverty in Medusa: Medusa's own capture workflow (Capture row,
 * order transaction, payment collection status, `payment.captured`) with `is_captured: true`,
 * which the payment module passes on so it records the capture without calling the provider
 * again; then the capture goes into the payment data. A capture number already in the data is
 * not booked twice, and a capture Medusa's totals already hold only goes into the data.
 */
export const rivertyPlanCaptureRecordStep = createStep(rivertyPlanCaptureRecordStepId, async (input: RecordCaptureInput, { container }) => {
  const record = input.capture?.record ?? input.record
  if (!record) return new StepResponse<CaptureRecordPlan>({ book: null, data: null })
  const rivertyCaptured = input.capture?.riverty_captured_cents
  const payments = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
  const payment = await payments.retrievePayment(input.payment_id, { select: ["id", "data"], relations: ["captures"] })
  const previous = (payment.data ?? {}) as Record<string, unknown>
  const captures = (Array.isArray(previous.captures) ? previous.captures : []) as CaptureRecordData[]
  if (captures.some((c) => c.capture_number === record.capture_number)) {
    return new StepResponse<CaptureRecordPlan>({ book: null, data: null })
  }
  const data = { payment_id: input.payment_id, data: { ...previous, captures: [...captures, record] }, previous }
  // The notifications' reconciliation books a Riverty capture Medusa lacks (is_captured too): when
  // Medusa already holds Riverty's captured total, only the payment data is missing.
  // The cents rule applies to Medusa's total, not to each capture (docs/order-management.md, "Amounts and cents").
  const medusaCaptured = toCents(sumMoney(((payment.captures ?? []) as unknown as Row[]).map((c) => (c.raw_amount ?? c.amount ?? 0) as Amount)))
  const held = rivertyCaptured !== undefined && medusaCaptured + toCents(record.amount) > rivertyCaptured + 1
  return new StepResponse<CaptureRecordPlan>({ book: held ? null : { payment_id: input.payment_id, amount: record.amount, is_captured: true }, data })
})

type DataChange = { payment_id: string; previous: Record<string, unknown> }

export const rivertyRecordCaptureDataStepId = "riverty-record-capture-data"

/**
 * Writes the capture into the payment data, after Medusa booked it (a crash in between leaves a
 * booked capture without its number; the next attempt then sees Medusa's total and only writes
 * the data). Compensated: a later step's failure puts the previous data back.
 */
export const rivertyRecordCaptureDataStep = createStep(
  rivertyRecordCaptureDataStepId,
  async (input: CaptureRecordPlan["data"], { container }) => {
    if (!input) return new StepResponse<boolean, DataChange | null>(false, null)
    const payments = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
    // UpdatePaymentDTO declares only `id`; the module's update writes any payment column, data too.
    await payments.updatePayment({ id: input.payment_id, data: input.data } as UpdatePaymentDTO)
    return new StepResponse<boolean, DataChange | null>(true, { payment_id: input.payment_id, previous: input.previous })
  },
  async (change: DataChange | null | undefined, { container }) => {
    if (!change) return
    const payments = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
    await payments.updatePayment({ id: change.payment_id, data: change.previous } as UpdatePaymentDTO)
  },
)
