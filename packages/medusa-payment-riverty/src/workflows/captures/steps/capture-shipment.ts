import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { deriveIdempotencyKey, type CaptureRequestInput, type CountryCode } from "riverty-client"
import { sendCapture, type CaptureRecordData } from "../../../providers/riverty"
import { allocateShipment, orderStateOf, toItems } from "../../../riverty-order"
import { rivertyProviderConnection } from "../../../connection"
import type { ShipmentCapturePlan } from "./prepare-shipment-capture"
import { withCaptureExtension, type CaptureRequestExtension } from "../capture-request-extension"

/** The capture, and Riverty's captured total with it (the booking compares Medusa's with it). */
export interface ShipmentCapture {
  record: CaptureRecordData
  riverty_captured_cents: number
}

export const rivertyCaptureShipmentStepId = "riverty-capture-shipment"

/**
 * Captures the shipped lines with their share of shipping and discounts, tracking numbers as
 * shipping details of the capture. Keyed by the fulfillment: a repeated event, a retried
 * workflow or a lost answer finds the capture it already made instead of making another.
 * No compensation: captured money is not given back by undoing a step (Medusa's own capture
 * step does not compensate either); a later failure is retried by recording again.
 */
export const rivertyCaptureShipmentStep = createStep(
  rivertyCaptureShipmentStepId,
  async (plan: ShipmentCapturePlan & { extension?: CaptureRequestExtension }, { container }) => {
    const connection = rivertyProviderConnection(container, plan.provider_id)
    if (!connection) throw new MedusaError(MedusaError.Types.NOT_FOUND, `No Riverty provider entry for ${plan.provider_id}`)
    const country = plan.country ? { country: plan.country as CountryCode } : {}
    const order = await connection.client.orders.getOrder(plan.order_number, country)
    const reference = plan.fulfillment_id.slice(0, 100)
    const idempotencyKey = deriveIdempotencyKey(plan.fulfillment_id, "capture")
    const state = orderStateOf(order)
    const existing = (order.captures ?? []).find((c) => c.transactionReference === reference)
    if (existing) {
      const invoice = (existing as { invoiceNumber?: unknown }).invoiceNumber
      const record: CaptureRecordData = {
        capture_number: existing.captureNumber,
        amount: existing.amount ?? 0,
        idempotency_key: idempotencyKey,
        source_id: plan.fulfillment_id,
        ...(typeof invoice === "string" ? { invoice_number: invoice } : {}),
      }
      return new StepResponse<ShipmentCapture | null>({ record, riverty_captured_cents: state.capturedCents })
    }
    if (state.remainingCents === 0) {
      // Captured (or voided) in full already, e.g. from the admin: nothing is left to invoice.
      return new StepResponse<ShipmentCapture | null>(null)
    }
    let lines
    try {
      lines = allocateShipment(state.open, plan.shipped, { decimalQuantities: connection.options.decimalQuantities })
    } catch (error) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Riverty capture on shipment: ${(error as Error).message}`)
    }
    if (lines.length === 0) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Riverty capture on shipment: nothing of this shipment is open")
    }
    const totals = toItems(lines)
    const planned: CaptureRequestInput = {
      orderDetails: {
        totalGrossAmount: totals.totalGrossAmount,
        totalNetAmount: totals.totalNetAmount,
        items: totals.items,
        ...(plan.currency ? { currency: plan.currency as CaptureRequestInput["orderDetails"]["currency"] } : {}),
      },
      transactionReference: reference,
      ...(plan.shipping_details.length > 0 ? { shippingDetails: plan.shipping_details } : {}),
    }
    // The store's texts only: the lines and amounts are the allocation's.
    const body = withCaptureExtension(planned, plan.extension)
    const record = await sendCapture(connection.client, {
      orderNumber: plan.order_number,
      body,
      idempotencyKey,
      sourceId: plan.fulfillment_id,
      country: plan.country,
    })
    return new StepResponse<ShipmentCapture | null>({ record, riverty_captured_cents: state.capturedCents + totals.totalGrossCents })
  }
)
