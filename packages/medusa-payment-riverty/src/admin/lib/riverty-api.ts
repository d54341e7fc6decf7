import { translatedMessageOf } from "./api-errors"
import { sdk } from "./sdk"
import { sendOnce } from "./submit-keys"
import type { CaptureInput, FollowUpView as FollowUp, ReturnOrderInput, RivertyOrderView, ShippingDetailsInput } from "../../api/admin/riverty/views"

const base = (orderId: string) => `/admin/riverty/orders/${encodeURIComponent(orderId)}`

/** Calls of the panel; errors are the SDK's FetchError whose message is the server's. */
export const rivertyApi = {
  order: (orderId: string) => sdk.client.fetch<{ riverty: RivertyOrderView | null }>(base(orderId)),
  // Every write carries its submit's Idempotency-Key (the server runs a submit once).
  capture: (orderId: string, body: CaptureInput) =>
    sendOnce(`${orderId}:capture`, body, (headers) =>
      sdk.client.fetch<{ capture: { capture_number: string; amount: number } }>(`${base(orderId)}/captures`, { method: "POST", body, headers }),
    ),
  addShippingDetails: (orderId: string, captureNumber: string, body: ShippingDetailsInput) =>
    sendOnce(`${orderId}:shipping:${captureNumber}`, body, (headers) =>
      sdk.client.fetch(`${base(orderId)}/captures/${encodeURIComponent(captureNumber)}/shipping-details`, { method: "POST", body, headers }),
    ),
  updateShippingDetails: (orderId: string, captureNumber: string, shippingNumber: number, body: ShippingDetailsInput) =>
    sendOnce(`${orderId}:shipping:${captureNumber}:${shippingNumber}`, body, (headers) =>
      sdk.client.fetch(`${base(orderId)}/captures/${encodeURIComponent(captureNumber)}/shipping-details/${shippingNumber}`, {
        method: "PATCH",
        body,
        headers,
      }),
    ),
  voidRemainder: (orderId: string) =>
    sendOnce(`${orderId}:void`, {}, (headers) => sdk.client.fetch(`${base(orderId)}/voids`, { method: "POST", body: {}, headers })),
  returnNotification: (orderId: string, captureNumber: string) =>
    sendOnce(`${orderId}:return-notification`, { capture_number: captureNumber }, (headers) =>
      sdk.client.fetch(`${base(orderId)}/return-notification`, { method: "POST", body: { capture_number: captureNumber }, headers }),
    ),
  followUps: (orderId: string) => sdk.client.fetch<{ follow_ups: FollowUp[] }>(`${base(orderId)}/follow-ups`),
  retryFollowUp: (orderId: string, followUpId: string) =>
    sendOnce(`${orderId}:follow-up-retry:${followUpId}`, {}, (headers) =>
      sdk.client.fetch<{ follow_up: FollowUp | null }>(`${base(orderId)}/follow-ups/${encodeURIComponent(followUpId)}/retry`, {
        method: "POST",
        body: {},
        headers,
      }),
    ),
  createReturnOrder: (orderId: string, body: ReturnOrderInput) =>
    sendOnce(`${orderId}:return-order`, body, (headers) =>
      sdk.client.fetch<{ return_order: { id: string; status: string } }>(`${base(orderId)}/return-orders`, { method: "POST", body, headers }),
    ),
}

export const rivertyOrderKey = (orderId: string) => ["riverty-order", orderId] as const
export const rivertyFollowUpsKey = (orderId: string) => ["riverty-order", orderId, "follow-ups"] as const

/** An error of the admin API in the admin's language (never a raw body), for showing in the panel. */
export const messageOf = (error: unknown): string => translatedMessageOf(error)
