import type { MedusaContainer } from "@medusajs/framework/types"
import { PaymentActions } from "@medusajs/framework/utils"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../modules/riverty"
import { PAYMENT_REGISTRATION_NOTIFICATION_TYPES, PAYMENT_TRANSACTION_NOTIFICATION_TYPES } from "riverty-client"
import type { PaymentToProcess } from "../payment-to-process"
import type { PaymentRegistration, PaymentTransaction } from "./payload-types"
import { recordLedgerEntries, resolveOrderLink } from "./ledger"
import { sameEffectFor, type EffectInput, type EffectResult, type EffectsOf, type NotificationEffect } from "./types"

export interface AppliedPayment {
  outcome: string
  action: string | null
  sessionId: string | null
  orderId: string | null
}

/**
 * What the processing workflow's payment steps did (it read the notification's meaning, recorded
 * a notified authorization and ran Medusa's processPaymentWorkflow (its own run) before this
 * effect): the inbox outcome, and the order the session's cart now has, with the ledger entries
 * of the session linked to it. Asks nothing of Riverty.
 */
export async function paymentApplied(container: MedusaContainer, payment: PaymentToProcess | null | undefined): Promise<AppliedPayment> {
  if (!payment) return { outcome: "no matching payment session", action: null, sessionId: null, orderId: null }
  const { action, sessionId } = payment
  if (!payment.process) return { outcome: payment.outcome, action, sessionId, orderId: payment.orderId }
  const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  // The order may have just been created from the cart: link the ledger entries to it.
  const after = await resolveOrderLink(container, payment.orderNumber)
  if (after.orderId && after.paymentSessionId) {
    const unlinked = await rivertyModule.listRivertyLedgerEntries({ payment_session_id: after.paymentSessionId, order_id: null })
    if (unlinked.length) {
      await rivertyModule.updateRivertyLedgerEntries(unlinked.map((entry) => ({ id: entry.id, order_id: after.orderId })))
    }
  }
  if (action === PaymentActions.AUTHORIZED && !after.orderId && sessionId) {
    // Medusa's workflow ends without an error when the provider does not authorize: say so, and
    // why, instead of "processed" (support reads this to know whether an order was made).
    const state = await rivertyModule.paymentSessionState(sessionId)
    const outcome = state?.outcome === "Rejected"
      ? `payment: ${action} ignored: session rejected, no order`
      : `payment: ${action} applied, no order (Riverty outcome ${state?.outcome ?? "unknown"})`
    return { outcome, action, sessionId, orderId: null }
  }
  return { outcome: `payment: ${action} processed`, action, sessionId: after.paymentSessionId, orderId: after.orderId }
}

const transactionEffect: NotificationEffect = async ({ container, notification, payment, reconciliation }: EffectInput): Promise<EffectResult> => {
  // Its ledger entry was recorded before the payment steps (steps/record-payment-ledger.ts).
  const { parameters: p } = notification.payload as PaymentTransaction
  const applied = await paymentApplied(container, payment)
  // Captures, refunds and cancellations made at Riverty were booked by the workflow's
  // reconciliation steps, under the order's capture lock, before this effect.
  const reconciled = reconciliation ?? null
  return {
    outcome: reconciled ? `${applied.outcome}; ${reconciled}` : applied.outcome,
    eventData: {
      notification_id: notification.notification_id,
      type: notification.type,
      order_number: p.paymentTransactionToken,
      payment_session_id: applied.sessionId,
      order_id: applied.orderId,
      action: applied.action,
      status_change: { from: p.statusChange.from ?? null, to: p.statusChange.to },
    },
  }
}

const registrationEffect: NotificationEffect = async ({ container, notification }: EffectInput): Promise<EffectResult> => {
  const { parameters: p } = notification.payload as PaymentRegistration
  await recordLedgerEntries(container, notification, [
    {
      entry_key: "registration",
      kind: "payment_registration",
      status: p.statusChange.to,
      data: { paymentRegistrationId: p.paymentRegistrationId, from: p.statusChange.from ?? null, to: p.statusChange.to },
    },
  ])
  return {
    outcome: `registration ${p.paymentRegistrationId}: ${p.statusChange.to}`,
    eventData: {
      notification_id: notification.notification_id,
      type: notification.type,
      payment_registration_id: p.paymentRegistrationId,
      status_change: { from: p.statusChange.from ?? null, to: p.statusChange.to },
    },
  }
}

/** Every payment transaction type of the table applies the payment; registrations are recorded. */
export const paymentEffects: EffectsOf<"payments/"> = {
  ...sameEffectFor(Object.values(PAYMENT_TRANSACTION_NOTIFICATION_TYPES), transactionEffect),
  ...sameEffectFor(Object.values(PAYMENT_REGISTRATION_NOTIFICATION_TYPES), registrationEffect),
}
