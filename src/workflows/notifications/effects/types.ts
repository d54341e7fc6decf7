import type { MedusaContainer } from "@medusajs/framework/types"
import type { NotificationRecord } from "../../../modules/riverty"

export interface EffectInput {
  container: MedusaContainer
  notification: NotificationRecord
}

export interface EffectResult {
  /** Short account of what happened, kept on the inbox row (`outcome`). */
  outcome: string
  /** Data of the `riverty.<type>` event. */
  eventData: Record<string, unknown>
}

/** Applies one notification. Must be idempotent: a retry after a crash runs it again. */
export type NotificationEffect = (input: EffectInput) => Promise<EffectResult>
