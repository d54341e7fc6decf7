import { isoDateTime } from "../../core/clock"
import type { Runtime } from "../../runtime"
import type { ConsumptionRecord, SubscriptionRecord } from "../../state/types"

function base(rt: Runtime, clientId: string): string {
  return `${rt.publicUrl()}/v1/clients/${encodeURIComponent(clientId)}`
}

export function subscriptionOut(rt: Runtime, s: SubscriptionRecord): Record<string, unknown> {
  const self = `${base(rt, s.clientId)}/partner-subscriptions/${encodeURIComponent(s.subscriptionId)}`
  return {
    subscriptionId: s.subscriptionId,
    customerNumber: s.customerNumber,
    description: s.description,
    price: s.price,
    activeFrom: s.activeFrom,
    status: s.status,
    ...(s.cancellationDate ? { cancellationDate: s.cancellationDate } : {}),
    createdAt: isoDateTime(s.createdAt).replace("Z", "+00:00"),
    _links: [
      { rel: "self", method: "GET", href: self, target: "API" },
      { rel: "subscription-cancel", method: "PUT", href: `${self}/cancellation`, target: "API" },
      { rel: "subscription-uncancel", method: "DELETE", href: `${self}/cancellation`, target: "API" },
    ],
  }
}

export function consumptionOut(rt: Runtime, c: ConsumptionRecord): Record<string, unknown> {
  const { clientId, createdAt, ...rest } = c
  const root = base(rt, clientId)
  return {
    ...rest,
    createdAt: isoDateTime(createdAt),
    _links: [
      { method: "GET", href: `${root}/consumptions/${encodeURIComponent(c.id)}`, rel: "self", target: "API" },
      { method: "GET", href: `${root}/consumptions?customerNumber=${encodeURIComponent(c.customerNumber)}`, rel: "timeline", target: "API" },
      { method: "GET", href: `${root}/partner-subscriptions/${encodeURIComponent(c.subscriptionId)}`, rel: "subscription", target: "API" },
    ],
  }
}
