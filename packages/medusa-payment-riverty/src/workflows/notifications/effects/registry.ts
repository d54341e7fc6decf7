import type { NotificationType } from "riverty-client"
import { accountingEffects } from "./accounting"
import { paymentEffectFor, paymentEffects } from "./payments"
import { subscriptionEffects } from "./subscriptions"
import type { NotificationEffect } from "./types"
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

// Fixed at load: tests inject failures through the database or the emulator, not by swapping effects.
const effects = new Map<string, NotificationEffect>(Object.entries(EFFECTS))

/** The effect of a notification type; the BNPL webhooks' (`webhook/<MessageName>`) is the payment effects' own. */
export function effectFor(type: string): NotificationEffect | undefined {
  return effects.get(type) ?? paymentEffectFor(type)
}

