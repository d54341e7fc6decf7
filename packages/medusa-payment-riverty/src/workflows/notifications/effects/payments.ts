import type { MedusaContainer } from "@medusajs/framework/types"
import { PaymentActions } from "@medusajs/framework/utils"
import { RIVERTY_MODULE, type NotificationRecord, type RivertyModuleService } from "../../../modules/riverty"
import { PAYMENT_REGISTRATION_NOTIFICATION_TYPES, PAYMENT_TRANSACTION_NOTIFICATION_TYPES, isPaymentNotificationType, isPaymentTransactionType } from "riverty-client"
import type { PaymentToProcess } from "../payment-steps"
import type { PaymentRegistration, PaymentTransaction } from "./payload-types"
import { orderOfPaymentCollection, recordLedgerEntries, resolveOrderLink, type LedgerDraft } from "./ledger"
import { sameEffectFor, type EffectInput, type EffectResult, type EffectsOf, type NotificationEffect } from "./types"

// The effects of the notifications with a payment part (payment transactions and BNPL webhooks),
// with payment registrations, and what the payment workflow records before them (their ledger
// entries). processRivertyNotificationWorkflow takes its effect from here (paymentEffectFor);
// registry.ts spreads the same effects into its table of every type.

const text = (value: unknown): string | null => (typeof value === "string" && value ? value : null)
const amount = (value: unknown): number | null => (typeof value === "number" ? value : null)

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
  // The session was resolved once (payment.link); only its collection's order can be new.
  const after = payment.link
    ? { paymentSessionId: payment.link.paymentSessionId, orderId: await orderOfPaymentCollection(container, payment.link.paymentCollectionId) }
    : await resolveOrderLink(container, payment.orderNumber)
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
  // Its ledger entry was recorded before the payment steps (paymentLedgerDrafts, below).
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

interface WebhookPayload {
  Header: { MessageId: string; MessageName: string }
  Body: Record<string, unknown>
}

/**
 * The real service's BNPL webhooks (`{Header, Body}`). An accepted authorization completes the
 * payment like `payments/transactionAuthorized` (the workflow's payment steps, before this
 * effect); every webhook is recorded on the ledger.
 */
async function webhookEffect({ container, notification, payment }: EffectInput): Promise<EffectResult> {
  const { Header, Body } = notification.payload as unknown as WebhookPayload
  const name = Header.MessageName
  const orderNumber = text(Body.OrderNumber)
  // The processing workflow read (and applied) the webhooks that authorize; the others are recorded.
  const applied = payment ? await paymentApplied(container, payment) : null
  return {
    outcome: applied?.outcome ?? `webhook ${name} recorded`,
    eventData: {
      notification_id: Header.MessageId,
      type: notification.type,
      message_name: name,
      order_number: orderNumber,
      status: text(Body.Status),
      action: applied?.action ?? null,
      order_id: applied?.orderId ?? null,
    },
  }
}

// Fixed at load, like the registry's table.
const byType = new Map<string, NotificationEffect>(Object.entries(paymentEffects))

/**
 * The effect of a payment notification type (transactions, registrations); every BNPL webhook
 * (`webhook/<MessageName>`) shares one. Undefined for the other types: their effects are in the
 * registry.
 */
export function paymentEffectFor(type: string): NotificationEffect | undefined {
  return byType.get(type) ?? (type.startsWith("webhook/") ? webhookEffect : undefined)
}

/**
 * The ledger entries of a payment transaction notification or a BNPL webhook; none for other
 * types (their effects record their own). Recorded by the processing workflow before Medusa's
 * payment workflow runs, so what Riverty said is on the ledger whatever happens to the payment.
 */
export function paymentLedgerDrafts(notification: NotificationRecord): LedgerDraft[] {
  const type = notification.type ?? ""
  if (isPaymentTransactionType(type)) {
    const { parameters: p } = notification.payload as PaymentTransaction
    return [
      {
        entry_key: "transaction",
        kind: "payment_status",
        order_number: p.paymentTransactionToken,
        status: p.statusChange.to,
        data: { from: p.statusChange.from ?? null, to: p.statusChange.to },
      },
    ]
  }
  if (!isPaymentNotificationType(type)) return []
  const { Header, Body } = notification.payload as { Header: { MessageName: string }; Body: Record<string, unknown> }
  const name = Header.MessageName
  return [
    {
      entry_key: "webhook",
      kind: name === "InvoiceStatus_PaymentReceived" ? "payment_received" : "webhook",
      order_number: text(Body.OrderNumber),
      invoice_reference: text(Body.InvoiceNumber),
      amount: amount(Body.PaidAmount),
      currency: text(Body.Currency),
      status: text(Body.Status) ?? name,
    },
  ]
}
