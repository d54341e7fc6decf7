import type { IPaymentModuleService, UpdatePaymentDTO } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"
import type { CaptureRecordData } from "../../../providers/riverty/operations/capture"

export interface RecordCaptureInput {
  payment_id: string
  record: CaptureRecordData | null
}

/**
 * Books a capture made at Riverty in Medusa: Medusa's own capture workflow (Capture row, order
 * transaction, payment collection status, `payment.captured`) with `is_captured: true`, which the
 * payment module passes on so it records the capture without calling the provider again. The
 * capture then goes into the payment data. A capture number already in the data is not booked
 * twice.
 */
export const rivertyRecordCaptureStep = createStep("riverty-record-capture", async (input: RecordCaptureInput, { container }) => {
  if (!input.record) return new StepResponse({ recorded: false })
  const record = input.record
  const payments = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
  const payment = await payments.retrievePayment(input.payment_id, { select: ["id", "data"] })
  const data = (payment.data ?? {}) as Record<string, unknown>
  const captures = (Array.isArray(data.captures) ? data.captures : []) as CaptureRecordData[]
  if (captures.some((c) => c.capture_number === record.capture_number)) {
    return new StepResponse({ recorded: false })
  }
  // is_captured is not in the workflow's input type, but the step hands its input to
  // paymentModule.capturePayment unchanged (core-flows capture-payment step, 2.21.2).
  const workflowInput = { payment_id: input.payment_id, amount: record.amount, is_captured: true }
  await capturePaymentWorkflow(container).run({ input: workflowInput as { payment_id: string; amount: number } })
  // UpdatePaymentDTO declares only `id`; the module's update writes any payment column, data too.
  const update = { id: input.payment_id, data: { ...data, captures: [...captures, record] } }
  await payments.updatePayment(update as UpdatePaymentDTO)
  return new StepResponse({ recorded: true })
})
