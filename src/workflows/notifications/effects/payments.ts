import type { MedusaContainer, WebhookActionResult } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, PaymentActions } from "@medusajs/framework/utils"
import { processPaymentWorkflow } from "@medusajs/medusa/core-flows"
import { RIVERTY_MODULE, type NotificationRecord, type RivertyModuleService } from "../../../modules/riverty"
import { rivertyConnection } from "../../../connection"
import { paymentActionOf } from "../../../providers/riverty/payment-notification"
import type { PaymentRegistration, PaymentTransaction } from "./payload-types"
import { recordLedgerEntries, type LedgerDraft } from "./ledger"
import { resolveOrderLink } from "./order-link"
import { reconcilePayment } from "./reconcile"
import type { EffectInput, EffectResult, NotificationEffect } from "./types"

// processPaymentWorkflow acts on these; it locks the cart, so a notification racing the
// customer's own return completes the cart once.
const PROCESSED_ACTIONS = new Set<string>([PaymentActions.AUTHORIZED, PaymentActions.SUCCESSFUL])

/**
 * Applies a stored payment notification: the same interpretation the provider uses on Medusa's
 * `/hooks/payment` path (with the session's provider's order number prefix), straight from the
 * stored record. The route verified the signature on receipt; nothing is signed or verified again
 * here, so a retry hours later is applied like the first attempt. Medusa's processPaymentWorkflow
 * applies the action. Returns a short outcome for the inbox.
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
  const result: WebhookActionResult = await paymentActionOf(notification.payload, options, container.resolve(ContainerRegistrationKeys.QUERY))
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

export const paymentEffects: Record<string, NotificationEffect> = {
  "payments/transactionAuthorized": transactionEffect,
  "payments/transactionAuthorizationFailed": transactionEffect,
  "payments/transactionCanceled": transactionEffect,
  "payments/transcationCancelationFailed": transactionEffect,
  "payments/transactionCaptured": transactionEffect,
  "payments/transactionCaptureFailed": transactionEffect,
  "payments/transactionRefunded": transactionEffect,
  "payments/transactionRefundFailed": transactionEffect,
  "payments/registrationActivated": registrationEffect,
  "payments/registrationCanceled": registrationEffect,
  "payments/registrationFailed": registrationEffect,
}
