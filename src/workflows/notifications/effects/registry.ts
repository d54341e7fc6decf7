import { MedusaError } from "@medusajs/framework/utils"
import type { NotificationType } from "../../../riverty"
import { accountingEffects } from "./accounting"
import { paymentEffects } from "./payments"
import { subscriptionEffects } from "./subscriptions"
import type { NotificationEffect } from "./types"
import { webhookEffect } from "./webhooks"
import { applyReturnOrderRefund, applyReturnOrderValidation, withReturnOrderUpdate } from "./return-orders"
import type { EdiErrorSent, RefundCompleted } from "./payload-types"

/** The effect of every notification type of the client's table: a type without one does not compile. */
const EFFECTS: Record<NotificationType, NotificationEffect> = {
  ...accountingEffects,
  ...subscriptionEffects,
  ...paymentEffects,
  // Return orders created from the admin are answered by these two: besides the ledger entry,
  // they move the return order to accepted / failed / refunded.
  "accounting/EdiErrorSent": withReturnOrderUpdate<EdiErrorSent>(accountingEffects["accounting/EdiErrorSent"], applyReturnOrderValidation),
  "accounting/refundCompleted": withReturnOrderUpdate<RefundCompleted>(
    accountingEffects["accounting/refundCompleted"],
    applyReturnOrderRefund,
  ),
}

const effects = new Map<string, NotificationEffect>(Object.entries(EFFECTS))

/** The effect of a notification type; every BNPL webhook (`webhook/<MessageName>`) shares one. */
export function effectFor(type: string): NotificationEffect | undefined {
  return effects.get(type) ?? (type.startsWith("webhook/") ? webhookEffect : undefined)
}

/**
 * Wraps the effect of one type, e.g. to add merchant-specific handling or to inject faults in
 * tests. Returns a function that restores the previous effect.
 */
export function wrapNotificationEffect(
  type: string,
  wrap: (effect: NotificationEffect) => NotificationEffect,
): () => void {
  const previous = effectFor(type)
  if (!previous) throw new MedusaError(MedusaError.Types.NOT_FOUND, `no Riverty notification effect for type ${type}`)
  effects.set(type, wrap(previous))
  return () => {
    if (effects.has(type) && type.startsWith("webhook/")) effects.delete(type)
    else effects.set(type, previous)
  }
}
