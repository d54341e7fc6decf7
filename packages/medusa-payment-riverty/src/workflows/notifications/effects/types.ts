import type { MedusaContainer } from "@medusajs/framework/types"
import type { NotificationRecord } from "../../../modules/riverty"
import type { NotificationType } from "riverty-client"
import type { PaymentToProcess } from "../payment-steps"

export interface EffectInput {
  container: MedusaContainer
  notification: NotificationRecord
  /** What the workflow's payment steps read and applied; null for a notification that moves no payment. */
  payment?: PaymentToProcess | null
  /** What the workflow's reconciliation booked or found (its outcome); null when it had nothing to do. */
  reconciliation?: string | null
}

export interface EffectResult {
  /** Short account of what happened, kept on the inbox row (`outcome`). */
  outcome: string
  /** Data of the `riverty.<type>` event. */
  eventData: Record<string, unknown>
  /** How the row ends: `processed` (the default), or `contradicted` when Riverty's order refuted it. */
  status?: "processed" | "contradicted"
}

/** Applies one notification. Must be idempotent: a retry after a crash runs it again. */
export type NotificationEffect = (input: EffectInput) => Promise<EffectResult>

/** One effect for each notification type whose name starts with Prefix (e.g. `accounting/`). */
export type EffectsOf<Prefix extends string> = { [T in Extract<NotificationType, `${Prefix}${string}`>]: NotificationEffect }

/** The same effect for each of the given types. */
export function sameEffectFor<T extends string>(types: readonly T[], effect: NotificationEffect): Record<T, NotificationEffect> {
  return Object.fromEntries(types.map((type) => [type, effect])) as Record<T, NotificationEffect>
}
