import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { deriveIdempotencyKey, type CaptureRequestInput, type ShippingDetailsInput } from "riverty-client"
import { rivertyClient, toMedusaError } from "../../../connection"
import { countryOf, type RivertyOrderContext } from "../../shared/order"
import { selectCaptureLines, type LineSelection } from "../order-lines"
import { withCaptureExtension, type CaptureRequestExtension } from "../capture-request-extension"

export interface CaptureLinesStepInput {
  context: RivertyOrderContext
  items: LineSelection[]
  shipping?: ShippingDetailsInput
  /** One per admin request: a retried request captures once. */
  requestKey: string
}

/** The step's input: the admin's capture, and the store's texts (the `adjustCaptureRequest` hook's checked result). */
export interface CaptureOrderLinesInput extends CaptureLinesStepInput {
  extension?: CaptureRequestExtension
}

export interface CapturedAtRiverty {
  captureNumber: string
  capturedAmount: number
  idempotencyKey: string
}

export const rivertyCaptureOrderLinesStepId = "riverty-capture-order-lines"

/**
 * Captures the chosen lines at Riverty (one invoice). Undone by refunding that capture in full
 * when a later step fails, so Riverty never holds a capture Medusa does not know about.
 */
export const rivertyCaptureOrderLinesStep = createStep(
  rivertyCaptureOrderLinesStepId,
  async (input: CaptureOrderLinesInput, { container }) => {
    const client = rivertyClient(container)
    const { context } = input
    const order = await client.orders.getOrder(context.orderNumber, countryOf(context)).catch((error: unknown) => {
      throw toMedusaError(error, "order lookup", "merchant")
    })
    const selection = selectCaptureLines(order, input.items)
    const planned: CaptureRequestInput = {
      orderDetails: {
        totalGrossAmount: selection.totalGrossAmount,
        totalNetAmount: selection.totalNetAmount,
        ...(order.orderDetails.currency ? { currency: order.orderDetails.currency as CaptureRequestInput["orderDetails"]["currency"] } : {}),
        items: selection.items,
      },
      ...(input.shipping ? { shippingDetails: [input.shipping] } : {}),
    }
    const body = withCaptureExtension(planned, input.extension)
    const idempotencyKey = deriveIdempotencyKey(input.requestKey, "capture")
    const response = await client.orders
      .capture(context.orderNumber, body, { idempotencyKey, ...countryOf(context) })
      .catch((error: unknown) => {
        throw toMedusaError(error, "capture", "merchant")
      })
    const captured: CapturedAtRiverty = { captureNumber: response.captureNumber, capturedAmount: response.capturedAmount, idempotencyKey }
    return new StepResponse(captured, { context, captureNumber: captured.captureNumber, requestKey: input.requestKey })
  },
  async (undo, { container }) => {
    if (!undo) return
    const client = rivertyClient(container)
    await client.orders.refund(
      undo.context.orderNumber,
      { captureNumber: undo.captureNumber },
      { idempotencyKey: deriveIdempotencyKey(undo.requestKey, "capture-undo"), ...countryOf(undo.context) },
    )
  },
)
