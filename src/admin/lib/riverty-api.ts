import { sdk } from "./sdk"
import type { CaptureInput, ReturnOrderInput, RivertyOrderView, ShippingDetailsInput } from "./riverty-types"

const base = (orderId: string) => `/admin/riverty/orders/${encodeURIComponent(orderId)}`

/** Calls of the panel; errors are the SDK's FetchError whose message is the server's. */
export const rivertyApi = {
  order: (orderId: string) => sdk.client.fetch<{ riverty: RivertyOrderView | null }>(base(orderId)),
  capture: (orderId: string, body: CaptureInput) =>
    sdk.client.fetch<{ capture: { capture_number: string; amount: number } }>(`${base(orderId)}/captures`, { method: "POST", body }),
  addShippingDetails: (orderId: string, captureNumber: string, body: ShippingDetailsInput) =>
    sdk.client.fetch(`${base(orderId)}/captures/${encodeURIComponent(captureNumber)}/shipping-details`, { method: "POST", body }),
  updateShippingDetails: (orderId: string, captureNumber: string, shippingNumber: number, body: ShippingDetailsInput) =>
    sdk.client.fetch(`${base(orderId)}/captures/${encodeURIComponent(captureNumber)}/shipping-details/${shippingNumber}`, {
      method: "PATCH",
      body,
    }),
  voidRemainder: (orderId: string) => sdk.client.fetch(`${base(orderId)}/voids`, { method: "POST", body: {} }),
  returnNotification: (orderId: string, captureNumber: string) =>
    sdk.client.fetch(`${base(orderId)}/return-notification`, { method: "POST", body: { capture_number: captureNumber } }),
  createReturnOrder: (orderId: string, body: ReturnOrderInput) =>
    sdk.client.fetch<{ return_order: { id: string; status: string } }>(`${base(orderId)}/return-orders`, { method: "POST", body }),
}

export const rivertyOrderKey = (orderId: string) => ["riverty-order", orderId] as const

/** The server's message (never a raw body) for showing in the panel. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  return "Something went wrong. Please try again."
}
