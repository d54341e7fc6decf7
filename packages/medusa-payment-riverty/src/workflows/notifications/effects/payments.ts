import type { MedusaContainer } from "@medusajs/framework/types"
import { PaymentActions } from "@medusajs/framework/utils"
import { processPaymentWorkflow } from "@medusajs/medusa/core-flows"
import { RIVERTY_MODULE, type NotificationRecord, type RivertyModuleService } from "../../../modules/riverty"
import { rivertyConnection } from "../../../connection"
import { orderNumberFor, paymentActionOf } from "../../../providers/riverty"
import { PAYMENT_REGISTRATION_NOTIFICATION_TYPES, PAYMENT_TRANSACTION_NOTIFICATION_TYPES } from "riverty-client"
import type { PaymentRegistration, PaymentTransaction } from "./payload-types"
import { recordLedgerEntries, type LedgerDraft } from "./ledger"
import { resolveOrderLink } from "./order-link"
import { reconcilePayment } from "./reconcile"
import { sameEffectFor, type EffectInput, type EffectResult, type EffectsOf, type NotificationEffect } from "./types"

// processPaymentWorkflow acts on these; it locks the cart, so a notification racing the
// customer's own return completes the cart once.
const PROCESSED_ACTIONS = new Set<string>([PaymentActions.AUTHORIZED, PaymentActions.SUCCESSFUL])

/**
 * Applies a stored payment notification: the order number leads to the payment session, the pure
 * mapping the provider also uses on Medusa's `/hooks/payment` path (`paymentActionOf`) says what
 * it means for that session, and Medusa's processPaymentWorkflow applies it. The route verified
 * and validated the body on receipt; nothing is signed, verified or parsed again here, so a retry
 * hours later is applied like the first attempt. Returns a short outcome for the inbox.
 */
export async function applyPaymentNotification(
  container: MedusaContainer,
  notification: NotificationRecord,
  orderNumber: string | null,
): Promise<{ outcome: string; action: string | null; sessionId: string | null; orderId: string | null }> {
  const link = await resolveOrderLink(container, orderNumber)
  if (!link.providerId || !link.paymentSessionId) {
    return { outcome: "no matching payment session", action: null, sessionId: link.paymentSessionId, orderId: null }
  }
  const riverty = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const options = rivertyConnection(container, link.providerId)?.options
  if (!options) {
    return { outcome: `payment: provider ${link.providerId} is not a Riverty provider`, action: null, sessionId: link.paymentSessionId, orderId: null }
  }
  const result = paymentActionOf(
    { type: notification.type ?? "", orderNumber, payload: notification.payload },
    {
      id: link.paymentSessionId,
      amount: link.paymentSessionAmount,
      orderNumber: orderNumberFor(link.paymentSessionId, options),
    },
  )
  const action = String(result.action)
  if (!PROCESSED_ACTIONS.has(action) || !result.data?.session_id) {
    return { outcome: `payment: ${action}`, action, sessionId: link.paymentSessionId, orderId: link.orderId }
  }
  await processPaymentWorkflow(container).run({ input: result })
  // The order may have just been created from the cart: link the ledger entries to it.
  const after = await resolveOrderLink(container, orderNumber)
  if (after.orderId && after.paymentSessionId) {
    const unlinked = await riverty.listRivertyLedgerEntries({ payment_session_id: after.paymentSessionId, order_id: null })
    if (unlinked.length) {
      await riverty.updateRivertyLedgerEntries(unlinked.map((entry) => ({ id: entry.id, order_id: after.orderId })))
    }
  }
  if (action === PaymentActions.AUTHORIZED && !after.orderId) {
    // Medusa's workflow ends without an error when the provider does not authorize: say so, and
    // why, instead of "processed" (support reads this to know whether an order was made).
    const state = await riverty.paymentSessionState(link.paymentSessionId)
    const outcome = state?.outcome === "Rejected"
      ? `payment: ${action} ignored: session rejected, no order`
      : `payment: ${action} applied, no order (Riverty outcome ${state?.outcome ?? "unknown"})`
    return { outcome, action, sessionId: link.paymentSessionId, orderId: null }
  }
  return { outcome: `payment: ${action} processed`, action, sessionId: after.paymentSessionId, orderId: after.orderId }
}

const transactionEffect: NotificationEffect = async ({ container, notification }: EffectInput): Promise<EffectResult> => {
  const { parameters: p } = notification.payload as PaymentTransaction
  const draft: LedgerDraft = {
    entry_key: "transaction",
    kind: "payment_status",
    order_number: p.paymentTransactionToken,
    status: p.statusChange.to,
    data: { from: p.statusChange.from ?? null, to: p.statusChange.to },
  }
  await recordLedgerEntries(container, notification, [draft])
  const applied = await applyPaymentNotification(container, notification, p.paymentTransactionToken)
  const reconciled = applied.sessionId && applied.action !== null
    ? await reconcilePayment(container, notification, applied.sessionId, p.paymentTransactionToken, p.statusChange.to)
    : null
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
