import { wrapNotificationEffect, type NotificationEffect } from "../notifications/effects"
import type { EdiErrorSent, RefundCompleted } from "../notifications/effects/payload-types"
import { applyReturnOrderRefund, applyReturnOrderValidation, withReturnOrderUpdate } from "./notification-effects"

const MARK = Symbol.for("medusa-payment-riverty.return-order-effect")
type Marked = NotificationEffect & { [MARK]?: true }

function once<T>(apply: (container: Parameters<typeof applyReturnOrderRefund>[0], payload: T) => Promise<string | null>) {
  return (effect: NotificationEffect): NotificationEffect => {
    if ((effect as Marked)[MARK]) return effect
    const wrapped = withReturnOrderUpdate<T>(effect, apply) as Marked
    wrapped[MARK] = true
    return wrapped
  }
}

/**
 * Adds the return-order updates to the inbox's accounting effects (which keep writing the
 * ledger). Medusa imports every file under src/workflows at boot, which runs this; a second run
 * finds the effects already wrapped and changes nothing.
 */
export function registerReturnOrderEffects(): void {
  wrapNotificationEffect("accounting/EdiErrorSent", once<EdiErrorSent>(applyReturnOrderValidation))
  wrapNotificationEffect("accounting/refundCompleted", once<RefundCompleted>(applyReturnOrderRefund))
}

registerReturnOrderEffects()
