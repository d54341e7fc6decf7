import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"
import { rivertyPlanCaptureRecordStep, rivertyRecordCaptureDataStep, type RecordCaptureInput } from "./steps/record-capture"

export const bookRivertyCaptureWorkflowId = "riverty-book-capture"

/**
 * Books a capture made at Riverty in Medusa: plan, Medusa's capturePaymentWorkflow nested with
 * runAsStep (instead of started from inside a step, where a later failure never reached it), then
 * the payment data (compensated). The capture workflows nest this one with runAsStep (a when-then
 * cannot hold another, and theirs already hold one); its steps run under their capture lock.
 */
export const bookRivertyCaptureWorkflow = createWorkflow(bookRivertyCaptureWorkflowId, (input: RecordCaptureInput) => {
  const plan = rivertyPlanCaptureRecordStep(input)
  when("riverty-capture-to-book", { plan }, ({ plan }) => !!plan.book).then(() => {
    // is_captured is not in the workflow's input type, but its step hands the input to
    // paymentModule.capturePayment unchanged (core-flows capture-payment step, 2.21.2).
    const booking = transform({ plan }, ({ plan }) => plan.book! as { payment_id: string; amount: number })
    capturePaymentWorkflow.runAsStep({ input: booking }).config({ name: "riverty-book-capture-in-medusa" })
  })
  const data = transform({ plan }, ({ plan }) => plan.data)
  return new WorkflowResponse(rivertyRecordCaptureDataStep(data))
})
