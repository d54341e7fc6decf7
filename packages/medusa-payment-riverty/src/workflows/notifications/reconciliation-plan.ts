import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import type { NotificationRecord } from "../../modules/riverty"
import { centsToAmount, sumMoney, toCents } from "../../riverty-order"
import { REFUNDS_MADE_AT_RIVERTY, type RefundRecordData } from "../../providers/riverty"
import { orderMoneyOf, type CountryCode } from "riverty-client"
import { rivertyClient } from "../../connection"
import type { PaymentToProcess } from "./payment-steps"

export interface MedusaPayment {
  id: string
  canceled_at: string | Date | null
  data: Record<string, unknown> | null
  captures: Array<{ amount: unknown; raw_amount?: unknown }> | null
  refunds: Array<{ id: string; amount: unknown; raw_amount?: unknown }> | null
}

/**
 * What the processing workflow books to bring Medusa's payment in line with a state change made
 * at Riverty (e.g. in its merchant portal), decided under the order's capture lock; `outcome` is
 * what the inbox row says. At most one of refund, capture and cancel is set; each is booked by its
 * own step (Medusa's refund and capture workflows nested with runAsStep), never by a second call
 * to Riverty.
 */
export interface ReconciliationPlan {
  outcome: string
  refund?: { payment_id: string; amount: number; note: string; metadata: Record<string, unknown> }
  capture?: { payment_id: string; amount: number; is_captured: true }
  cancel?: { payment_id: string }
}

type Amount = Parameters<typeof toCents>[0]
/** Medusa's total of its captures or refunds in cents: the rule applies to the total, not to each row. */
const medusaCents = (rows: Array<{ amount?: unknown; raw_amount?: unknown }> | null | undefined): number =>
  toCents(sumMoney((rows ?? []).map((row) => (row.raw_amount ?? row.amount ?? 0) as Amount)))

/** Thrown while a difference may still be Medusa's own operation settling; the inbox retries it. */
export class ReconciliationPending extends Error {}

/** The payment status changes that may need booking in Medusa. */
const RECONCILED = new Set(["Captured", "Canceled", "Refunded"])

/** The status a payment transaction notification changed to, when the notification is one. */
export function statusChangedTo(notification: NotificationRecord): string | null {
  const to = (notification.payload as { parameters?: { statusChange?: { to?: unknown } } } | null)?.parameters?.statusChange?.to
  return typeof to === "string" ? to : null
}

/**
 * The Riverty order whose Medusa payment a notification may have to reconcile: a payment
 * transaction of a Riverty session changing to Captured, Canceled or Refunded.
 */
export function orderToReconcile(notification: NotificationRecord | null, payment: PaymentToProcess | null): string | null {
  if (!notification || !payment?.sessionId || payment.action === null) return null
  const to = statusChangedTo(notification)
  return to && RECONCILED.has(to) ? payment.orderNumber : null
}

/**
 * The order whose capture lock the workflow holds while it plans and books a capture or refund
 * made at Riverty. Not for a cancellation: Medusa's cancelPayment calls the provider's void,
 * which takes that lock itself (holding it here would wait for ourselves until the timeout).
 */
export function orderToLockForReconciliation(notification: NotificationRecord | null, payment: PaymentToProcess | null): string | null {
  const orderNumber = orderToReconcile(notification, payment)
  return orderNumber && notification && statusChangedTo(notification) !== "Canceled" ? orderNumber : null
}

async function paymentOfSession(container: MedusaContainer, sessionId: string): Promise<MedusaPayment | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "payment",
    fields: ["id", "canceled_at", "data", "captures.amount", "captures.raw_amount", "refunds.id", "refunds.amount", "refunds.raw_amount"],
    filters: { payment_session_id: sessionId },
  })
  return data[0] as MedusaPayment | undefined
}

/**
 * Riverty's order money, normalised once (refunds as positive money back). Captured, Canceled and
 * Refunded notifications carry no amounts, so this is the one read of Riverty on the notification
 * path; through the plugin's connection, not the provider.
 */
async function rivertyMoney(container: MedusaContainer, orderNumber: string, payment: MedusaPayment) {
  const client = rivertyClient(container)
  const country = typeof payment.data?.country === "string" ? (payment.data.country as CountryCode) : undefined
  return orderMoneyOf(await client.orders.getOrder(orderNumber, country ? { country } : {}))
}

/**
 * Plans what to book for a payment notification; null when there is nothing to reconcile. Both
 * sides are read here, inside the lock the workflow holds (captures and refunds), since what was
 * read before it may be stale. Captures, refunds and cancellations are planned; what cannot be booked is reported as a
 * difference in the outcome.
 */
export async function planReconciliation(
  container: MedusaContainer,
  notification: NotificationRecord,
  payment: PaymentToProcess | null,
): Promise<ReconciliationPlan | null> {
  const orderNumber = orderToReconcile(notification, payment)
  if (!orderNumber || !payment?.sessionId) return null
  const to = statusChangedTo(notification)
  const medusa = await paymentOfSession(container, payment.sessionId)
  if (!medusa) {
    if (to === "Captured") throw new ReconciliationPending("captured at Riverty, but Medusa has no payment for the session yet")
    return { outcome: "no Medusa payment to reconcile" }
  }
  if (to === "Canceled") {
    if (medusa.canceled_at) return { outcome: "Medusa payment already canceled" }
    if (medusaCents(medusa.captures) > 0) return { outcome: "Medusa payment has captures; left as it is" }
    return planCancel(medusa, await rivertyMoney(container, orderNumber, medusa))
  }
  const money = await rivertyMoney(container, orderNumber, medusa)
  return to === "Captured" ? planCapture(notification, medusa, money) : planRefund(medusa, money)
}

export type Money = Awaited<ReturnType<typeof rivertyMoney>>

/**
 * Cancels a Medusa payment without captures when Riverty ends its authorization, unless Riverty
 * holds captures Medusa has not booked (a capture whose answer was lost, then the rest voided or
 * expired): a canceled payment can take no capture, so cancelling it would leave that money out
 * of Medusa for good. It is left open for the capture notification's reconciliation to book.
 */
export function planCancel(medusa: MedusaPayment, money: Money): ReconciliationPlan {
  if (money.capturedCents > 0) {
    return { outcome: `Riverty holds captures of ${centsToAmount(money.capturedCents)} Medusa has not booked; payment left open for them` }
  }
  return { outcome: "Medusa payment canceled", cancel: { payment_id: medusa.id } }
}

/**
 * Books "the difference" when Riverty holds more captured than Medusa. A capture on shipment (or
 * from the admin) holds the same lock from before it calls Riverty until Medusa has booked it, so
 * a difference seen inside the lock is not one of Medusa's own captures still being booked, on
 * this server process or another; it is still booked only when a later attempt sees it too.
 */
export function planCapture(notification: NotificationRecord, medusa: MedusaPayment, money: Money): ReconciliationPlan {
  const missing = money.capturedCents - medusaCents(medusa.captures)
  if (missing <= 0) return { outcome: "captures match Medusa" }
  if (notification.attempts < 2) {
    throw new ReconciliationPending(`Riverty captured ${centsToAmount(missing)} more than Medusa booked; checking again before booking it`)
  }
  return {
    outcome: `capture of ${centsToAmount(missing)} made at Riverty booked in Medusa`,
    capture: { payment_id: medusa.id, amount: centsToAmount(missing), is_captured: true },
  }
}

/**
 * Books refunds made at Riverty outside Medusa (its merchant portal) through Medusa's refund
 * workflow, so the order's totals follow; the provider recognises them by their refund numbers in
 * the refund's metadata and records them without refunding again. A Riverty refund is Medusa's own
 * when the payment data recorded its number or it carries the id of a Medusa refund (one still
 * being recorded). The recorded numbers make a redelivery a no-op. More than Medusa can refund
 * (what it has captured, less what it has refunded) stays a difference in the outcome, for the
 * merchant to settle.
 */
export function planRefund(medusa: MedusaPayment, money: Money): ReconciliationPlan {
  const recorded = new Set(
    ((Array.isArray(medusa.data?.refunds) ? medusa.data.refunds : []) as RefundRecordData[]).flatMap((r) => r.refund_numbers ?? [])
  )
  const medusaIds = (medusa.refunds ?? []).map((r) => r.id.slice(0, 100))
  const elsewhere = money.refunds.filter(
    (r) => !recorded.has(r.refundNumber) && !(r.transactionReference !== null && medusaIds.includes(r.transactionReference))
  )
  const cents = elsewhere.reduce((sum, r) => sum + r.cents, 0)
  const booked = medusaCents(medusa.refunds)
  if (cents <= 0) {
    return money.refundedCents > booked
      ? { outcome: `Riverty refunded ${centsToAmount(money.refundedCents - booked)} more than Medusa booked; book it in Medusa` }
      : { outcome: "refunds match Medusa" }
  }
  const numbers = elsewhere.map((r) => r.refundNumber)
  const refundable = medusaCents(medusa.captures) - booked
  if (cents > refundable) {
    return {
      outcome: `Riverty refunded ${centsToAmount(cents)} (${numbers.join(", ")}) that Medusa could not book: more than it has captured and not refunded; book it in Medusa`,
    }
  }
  return {
    outcome: `refund of ${centsToAmount(cents)} made at Riverty booked in Medusa`,
    // The workflow hands its input to the payment module, which stores `metadata` on the refund
    // (its input type does not list the field).
    refund: {
      payment_id: medusa.id,
      amount: centsToAmount(cents),
      note: `Refund made at Riverty (${numbers.join(", ")})`,
      metadata: { [REFUNDS_MADE_AT_RIVERTY]: numbers },
    },
  }
}

export const rivertyPlanReconciliationStepId = "riverty-plan-reconciliation"
/**
 * Decides what a Captured, Canceled or Refunded notification books in Medusa (planReconciliation);
 * changes nothing. Runs inside the order's capture lock.
 */
export const rivertyPlanReconciliationStep = createStep(
  rivertyPlanReconciliationStepId,
  async (input: { notification: NotificationRecord | null; payment: PaymentToProcess | null }, { container }) => {
    const plan = input.notification ? await planReconciliation(container, input.notification, input.payment) : null
    return new StepResponse<ReconciliationPlan | null>(plan)
  },
)
