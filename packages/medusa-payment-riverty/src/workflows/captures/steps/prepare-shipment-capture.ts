import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { ShippingDetailsInput } from "riverty-client"
import type { ShippedQuantity } from "../../../riverty-order"
import { loadOrderForRiverty } from "../../shared/order"
import { rivertyProviderConnection } from "../../../connection"

export interface ShipmentCapturePlan {
  fulfillment_id: string
  order_id: string
  payment_id: string
  provider_id: string
  order_number: string
  country?: string
  currency?: string
  shipped: ShippedQuantity[]
  shipping_details: ShippingDetailsInput[]
}

type Row = Record<string, unknown>
const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])
const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value.trim() : undefined)

/** Carrier name: what the fulfillment's data or metadata says, else its fulfillment provider. */
export function carrierOf(fulfillment: Row): string {
  const data = (fulfillment.data ?? {}) as Row
  const metadata = (fulfillment.metadata ?? {}) as Row
  return (text(metadata.carrier) ?? text(data.carrier) ?? text(fulfillment.provider_id) ?? "Carrier").slice(0, 200)
}

/** One Shipment entry per label with a tracking number. */
export function shippingDetailsOf(fulfillment: Row): ShippingDetailsInput[] {
  const carrier = carrierOf(fulfillment)
  return rows(fulfillment.labels)
    .filter((label) => text(label.tracking_number))
    .map((label) => {
      const url = text(label.tracking_url)
      return {
        type: "Shipment" as const,
        shippingCompany: carrier,
        trackingId: String(label.tracking_number).slice(0, 100),
        ...(url && /^https?:\/\//.test(url) ? { trackingUrl: url } : {}),
      }
    })
}

export const rivertyPrepareShipmentCaptureStepId = "riverty-prepare-shipment-capture"

/**
 * What a shipped fulfillment means for Riverty: the payment to capture on, the shipped quantity
 * per Riverty productId and the tracking numbers. Null when there is nothing to do: no Riverty
 * payment, or its provider captures manually.
 */
export const rivertyPrepareShipmentCaptureStep = createStep(
  rivertyPrepareShipmentCaptureStepId,
  async (input: { fulfillment_id: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: fulfillments } = await query.graph({
      entity: "fulfillment",
      fields: ["id", "provider_id", "data", "metadata", "items.line_item_id", "items.quantity", "labels.tracking_number", "labels.tracking_url"],
      filters: { id: input.fulfillment_id },
    })
    const fulfillment = fulfillments[0] as Row | undefined
    const { data: links } = await query.graph({
      entity: "order_fulfillment",
      fields: ["order_id"],
      filters: { fulfillment_id: input.fulfillment_id },
    })
    const orderId = (links[0] as Row | undefined)?.order_id
    if (!fulfillment || typeof orderId !== "string") return new StepResponse<ShipmentCapturePlan | null>(null)
    const order = await loadOrderForRiverty(container, orderId)
    const payment = order?.payments.find((p) => !p.canceled && p.data.riverty_outcome === "Accepted" && p.data.order_number)
    if (!order || !payment) return new StepResponse<ShipmentCapturePlan | null>(null)
    if (rivertyProviderConnection(container, payment.providerId)?.options.capture !== "on_shipment") {
      return new StepResponse<ShipmentCapturePlan | null>(null)
    }
    const shipped = new Map<string, number>()
    for (const item of rows(fulfillment.items)) {
      const line = order.items.find((i) => i.id === item.line_item_id)
      if (!line) continue
      shipped.set(line.productId, (shipped.get(line.productId) ?? 0) + Number(item.quantity ?? 0))
    }
    return new StepResponse<ShipmentCapturePlan | null>({
      fulfillment_id: input.fulfillment_id,
      order_id: order.id,
      payment_id: payment.id,
      provider_id: payment.providerId,
      order_number: payment.data.order_number,
      country: payment.data.country,
      currency: payment.data.currency,
      shipped: [...shipped.entries()].filter(([, q]) => q > 0).map(([productId, quantity]) => ({ productId, quantity })),
      shipping_details: shippingDetailsOf(fulfillment),
    })
  }
)
