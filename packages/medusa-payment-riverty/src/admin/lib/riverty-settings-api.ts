import { sdk } from "./sdk"
import { sendOnce } from "./submit-keys"
import type {
  ConnectionSummaryView,
  ConnectionTestView,
  ConsumptionView,
  FollowUpView,
  MerchantView,
  SubscriptionView,
} from "../../api/admin/riverty/views"

/** One notification of the inbox (GET /admin/riverty/notifications). */
export interface NotificationRow {
  id: string
  notification_id: string | null
  type: string | null
  status: string
  attempts: number
  last_error: string | null
  received_at: string
  order_number: string | null
  outcome: string | null
  /** Redeliveries of the id with another body, once per body; the first body is the one processed. */
  conflicts: Array<{ sha256: string; bytes: number; received_at: string }> | null
}

export type FollowUpRow = FollowUpView & { order_id: string }

const query = (params: Record<string, string | undefined>): string => {
  const search = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])))
  const text = search.toString()
  return text ? `?${text}` : ""
}
const sub = (id: string) => `/admin/riverty/subscriptions/${encodeURIComponent(id)}`

/** Calls of the Riverty settings pages; errors are the SDK's FetchError whose message is the server's. */
export const rivertySettingsApi = {
  connection: () => sdk.client.fetch<ConnectionSummaryView>("/admin/riverty/connection"),
  testConnection: () => sdk.client.fetch<ConnectionTestView>("/admin/riverty/connection/test", { method: "POST", body: {} }),
  registerCallbacks: () =>
    sdk.client.fetch<{ url: string; notification_types: string[] }>("/admin/riverty/notifications/callbacks", { method: "POST", body: {} }),
  notifications: (filters: { status?: string; type?: string }) =>
    sdk.client.fetch<{ notifications: NotificationRow[]; count: number }>(`/admin/riverty/notifications${query(filters)}`),
  retryNotification: (id: string) =>
    sdk.client.fetch<{ notification: NotificationRow }>(`/admin/riverty/notifications/${encodeURIComponent(id)}/retry`, { method: "POST", body: {} }),
  retryAllNotifications: () =>
    sdk.client.fetch<{ selected: number; more: boolean }>("/admin/riverty/notifications/retry", { method: "POST", body: {} }),
  followUps: () => sdk.client.fetch<{ follow_ups: FollowUpRow[]; count: number }>("/admin/riverty/follow-ups"),
  merchants: () => sdk.client.fetch<{ merchants: MerchantView[]; count: number }>("/admin/riverty/merchants"),
  onboardMerchant: (body: Record<string, unknown>) =>
    sdk.client.fetch<{ merchant_id: string; shop_id: string }>("/admin/riverty/merchants", { method: "POST", body }),
  consumptions: (customerNumber: string, subscriptionId?: string) =>
    sdk.client.fetch<{ consumptions: ConsumptionView[]; count: number }>(
      `${subscriptionId ? sub(subscriptionId) : "/admin/riverty/subscriptions"}/consumptions${query({ customer_number: customerNumber })}`,
    ),
  // The server runs an invoice submit once per Idempotency-Key (a retried submit answers the same invoice).
  partnerInvoice: (subscriptionId: string, invoice: Record<string, unknown>) =>
    sendOnce(`subscription:${subscriptionId}:invoice`, { invoice }, (headers) =>
      sdk.client.fetch<{ invoice: { invoice_number: string } }>(`${sub(subscriptionId)}/invoices`, { method: "POST", body: { invoice }, headers }),
    ),
  cancelSubscription: (subscriptionId: string, date: string) =>
    sdk.client.fetch<{ subscription: SubscriptionView }>(`${sub(subscriptionId)}/cancellation`, { method: "POST", body: { date } }),
  uncancelSubscription: (subscriptionId: string) =>
    sdk.client.fetch<{ subscription: SubscriptionView }>(`${sub(subscriptionId)}/cancellation`, { method: "DELETE" }),
}

export const connectionKey = ["riverty-connection"] as const
