import type { ILockingModule, IPaymentModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { NotificationRecord } from "../../../modules/riverty"
import { centsToAmount, sumMoney, toCents } from "../../../riverty-order"
import { refundPaymentWorkflow } from "@medusajs/medusa/core-flows"
import { REFUNDS_MADE_AT_RIVERTY, withCaptureLock, type RefundRecordData } from "../../../providers/riverty"
import { orderMoneyOf, type CountryCode } from "riverty-client"
import { rivertyConnection } from "../../../connection"

interface MedusaPayment {
  id: string
  canceled_at: string | Date | null
  data: Record<string, unknown> | null
  captures: Array<{ amount: unknown; raw_amount?: unknown }> | null
  refunds: Array<{ id: string; amount: unknown; raw_amount?: unknown }> | null
}

type Amount = Parameters<typeof toCents>[0]
/** Medusa's total of its captures or refunds in cents: the rule applies to the total, not to each row. */
const medusaCents = (rows: Array<{ amount?: unknown; raw_amount?: unknown }> | null | undefined): number =>
  toCents(sumMoney((rows ?? []).map((row) => (row.raw_amount ?? row.amount ?? 0) as Amount)))

/** Thrown while a difference may still be Medusa's own operation settling; the inbox retries it. */
export class ReconciliationPending extends Error {}

async function paymentOfSession(container: MedusaContainer, sessionId: string): Promise<MedusaPayment | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "payment",
    fields: ["id", "canceled_at", "data", "captures.amount", "captures.raw_amount", "refunds.id", "refunds.amount", "refunds.raw_amount"],
    filters: { payment_session_id: sessionId },
  })
  return data[0] as MedusaPayment | undefined
}

/** Riverty's order read back, its money normalised once (refunds as positive money back). */
async function rivertyMoney(container: MedusaContainer, orderNumber: string, payment: MedusaPayment) {
  const { client } = rivertyConnection(container)
  const country = typeof payment.data?.country === "string" ? (payment.data.country as CountryCode) : undefined
  return orderMoneyOf(await client.orders.getOrder(orderNumber, country ? { country } : {}))
}

/**
 * Brings Medusa's payment in line with a state change made at Riverty (e.g. in its merchant
 * portal). Captures, refunds and cancellations are booked, none of them by a second call to
 * Riverty; what cannot be booked is reported as a difference in the outcome.
 *
 * A capture difference is booked only when a later attempt still sees it: a capture started in
 * Medusa reaches Riverty (and its notification us) before Medusa has finished booking it.
 */
export async function reconcilePayment(
  container: MedusaContainer,
  notification: NotificationRecord,
  sessionId: string,
  orderNumber: string,
  to: string,
): Promise<string | null> {
  if (to !== "Captured" && to !== "Canceled" && to !== "Refunded") return null
  const payment = await paymentOfSession(container, sessionId)
  if (!payment) {
    if (to === "Captured") throw new ReconciliationPending("captured at Riverty, but Medusa has no payment for the session yet")
    return "no Medusa payment to reconcile"
  }
  const paymentModule = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
  if (to === "Canceled") {
    if (payment.canceled_at) return "Medusa payment already canceled"
    if (medusaCents(payment.captures) > 0) return "Medusa payment has captures; left as it is"
    await paymentModule.cancelPayment(payment.id)
    return "Medusa payment canceled"
  }
  if (to === "Captured") return bookCaptureMadeElsewhere(container, notification, sessionId, orderNumber)
  return bookRefundMadeElsewhere(container, sessionId, orderNumber)
}

/**
 * Books refunds made at Riverty outside Medusa (its merchant portal) through Medusa's refund
 * workflow, so the order's totals follow; the provider recognises them by their refund numbers in
 * the refund's metadata and records them without refunding again. A Riverty refund is Medusa's own
 * when the payment data recorded its number or it carries the id of a Medusa refund (one still
 * being recorded). Under the order's lock, so two notifications never book one refund twice; the
 * recorded numbers make a redelivery a no-op. What Medusa refuses to book (e.g. more than it has
 * captured) stays a difference in the notification's outcome, for the merchant to settle.
 */
async function bookRefundMadeElsewhere(container: MedusaContainer, sessionId: string, orderNumber: string): Promise<string> {
  const locking = container.resolve<ILockingModule>(Modules.LOCKING)
  return withCaptureLock(locking, orderNumber, async () => {
    const payment = await paymentOfSession(container, sessionId)
    if (!payment) return "no Medusa payment to reconcile"
    const money = await rivertyMoney(container, orderNumber, payment)
    const recorded = new Set(
      ((Array.isArray(payment.data?.refunds) ? payment.data.refunds : []) as RefundRecordData[]).flatMap((r) => r.refund_numbers ?? [])
    )
    const medusaIds = (payment.refunds ?? []).map((r) => r.id.slice(0, 100))
    const elsewhere = money.refunds.filter(
      (r) => !recorded.has(r.refundNumber) && !(r.transactionReference !== null && medusaIds.includes(r.transactionReference))
    )
    const cents = elsewhere.reduce((sum, r) => sum + r.cents, 0)
    if (cents <= 0) {
      const booked = medusaCents(payment.refunds)
      return money.refundedCents > booked
        ? `Riverty refunded ${centsToAmount(money.refundedCents - booked)} more than Medusa booked; book it in Medusa`
        : "refunds match Medusa"
    }
    const numbers = elsewhere.map((r) => r.refundNumber)
    try {
      // The workflow hands its input to the payment module, which stores `metadata` on the refund
      // (its input type does not list the field).
      const input = {
        payment_id: payment.id,
        amount: centsToAmount(cents),
        note: `Refund made at Riverty (${numbers.join(", ")})`,
        metadata: { [REFUNDS_MADE_AT_RIVERTY]: numbers },
      }
      await refundPaymentWorkflow(container).run({ input })
    } catch (error) {
      return `Riverty refunded ${centsToAmount(cents)} (${numbers.join(", ")}) that Medusa could not book: ${(error as Error).message}; book it in Medusa`
    }
    return `refund of ${centsToAmount(cents)} made at Riverty booked in Medusa`
  })
}

/**
 * Books "the difference" when Riverty holds more captured than Medusa, under the order's capture
 * lock: a capture on shipment (or from the admin) holds the same lock from before it calls Riverty
 * until Medusa has booked it, so a difference seen inside the lock is not one of Medusa's own
 * captures still being booked, on this server process or another. Both sides are read again
 * inside the lock; what was read before it may already be stale.
 */
async function bookCaptureMadeElsewhere(
  container: MedusaContainer,
  notification: NotificationRecord,
  sessionId: string,
  orderNumber: string,
): Promise<string> {
  const locking = container.resolve<ILockingModule>(Modules.LOCKING)
  return withCaptureLock(locking, orderNumber, async () => {
    const payment = await paymentOfSession(container, sessionId)
    if (!payment) throw new ReconciliationPending("captured at Riverty, but Medusa has no payment for the session yet")
    const money = await rivertyMoney(container, orderNumber, payment)
    const missing = money.capturedCents - medusaCents(payment.captures)
    if (missing <= 0) return "captures match Medusa"
    if (notification.attempts < 2) {
      throw new ReconciliationPending(`Riverty captured ${centsToAmount(missing)} more than Medusa booked; checking again before booking it`)
    }
    const paymentModule = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
    await paymentModule.capturePayment({ payment_id: payment.id, amount: centsToAmount(missing), is_captured: true })
    return `capture of ${centsToAmount(missing)} made at Riverty booked in Medusa`
  })
}
