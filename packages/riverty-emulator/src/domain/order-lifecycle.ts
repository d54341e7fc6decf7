import type { Runtime } from "../runtime"
import { orderKey } from "../state/store"
import type { HostedSession, OrderRecord } from "../state/types"
import { emitPayment } from "./events"
import { nextCancellationNumber } from "./ids"
import { remainingCents } from "./order-view"

/**
 * An authorization nobody captured expires at `expiresAt`: untouched orders become Expired; a
 * partially captured order keeps its captures and loses the uncaptured rest.
 */
export function expireIfDue(rt: Runtime, order: OrderRecord, now: number): boolean {
  if (order.status !== "Accepted" || order.expiresAt > now) return false
  const rest = remainingCents(order)
  if (rest <= 0) return false
  order.cancellations.push({
    cancellationNo: nextCancellationNumber(rt.state.counters),
    amountCents: rest,
    items: [],
    insertedAt: now,
  })
  order.voidedCents += rest
  order.updatedAt = now
  if (order.capturedCents === 0) order.status = "Expired"
  emitPayment(rt, order, "Canceled")
  return true
}

/** Outcome of the hosted page, or its expiry: moves the Pending order to its final state. */
export function completeHostedSession(
  rt: Runtime,
  session: HostedSession,
  result: NonNullable<HostedSession["result"]>,
  now: number,
): OrderRecord | undefined {
  const order = rt.state.orders[orderKey(session.orderNumber)]
  session.result = result
  session.completedAt = now
  if (!order || order.status !== "Pending") return order
  order.updatedAt = now
  if (result === "accepted") {
    order.status = "Accepted"
    order.expiresAt = now + rt.config.authorizationTtlDays * 24 * 60 * 60 * 1000
    emitPayment(rt, order, "Authorized", null)
  } else if (result === "rejected") {
    order.status = "Rejected"
    order.authorizedCents = 0
    emitPayment(rt, order, "AuthorizationFailed", null)
  } else {
    order.status = result === "cancelled" ? "Cancelled" : "Expired"
    order.authorizedCents = 0
    emitPayment(rt, order, "Canceled", null)
  }
  if (order.webhookUrl && order.status !== "Rejected") {
    rt.notifications.emitWebhook(
      "CustomerAuthenticationCompleted",
      { OrderNumber: order.orderNumber, Status: order.status },
      order.country,
      order.webhookUrl,
    )
  }
  if (rt.config.bnplWebhooks && order.status !== "Rejected") {
    rt.notifications.emitWebhook("CustomerAuthenticationCompleted", { OrderNumber: order.orderNumber, Status: order.status }, order.country)
    if (order.status === "Accepted") {
      rt.notifications.emitWebhook(
        "AuthorizeAccepted",
        { OrderNumber: order.orderNumber, ParentTransactionReference: order.parentTransactionReference ?? null },
        order.country,
      )
    }
  }
  rt.changed()
  return order
}

/** Periodic and clock-advance housekeeping: expiries, abandoned hosted pages, stale tokens. */
export function sweep(rt: Runtime): void {
  const now = rt.clock.now()
  let changed = false
  for (const order of Object.values(rt.state.orders)) {
    if (expireIfDue(rt, order, now)) changed = true
  }
  for (const session of Object.values(rt.state.hostedSessions)) {
    if (!session.result && session.expiresAt <= now) {
      completeHostedSession(rt, session, "expired", now)
      changed = true
    }
  }
  for (const [token, record] of Object.entries(rt.state.tokens)) {
    if (record.expiresAt <= now) {
      delete rt.state.tokens[token]
      changed = true
    }
  }
  rt.idempotency.prune(now)
  if (changed) rt.changed()
}
