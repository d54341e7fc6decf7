import { isoDateTime7 } from "../core/clock"
import { uuid } from "../domain/ids"
import { NOTIFICATION_TYPES as SCHEMA_NOTIFICATION_TYPES } from "riverty-client/schemas"

export interface NotificationEnvelope {
  id: string
  timestamp: string
  type: string
  parameters?: Record<string, unknown>
  documents?: unknown[]
}

/** The spec's envelope: id, timestamp (seven fractional digits and offset), parameters, type. */
export function envelope(type: string, parameters: Record<string, unknown>, at: number): NotificationEnvelope {
  return { id: uuid(), timestamp: isoDateTime7(at), parameters, type }
}

/** The daily ledger carries `documents` at the top level instead of `parameters`. */
export function documentsEnvelope(type: string, documents: unknown[], at: number): NotificationEnvelope {
  return { id: uuid(), timestamp: isoDateTime7(at), documents, type }
}

/** Every notification type the emulator emits: the spec's list, with the plural spelling only. */
export const NOTIFICATION_TYPES = SCHEMA_NOTIFICATION_TYPES.filter((type) => !type.startsWith("subscription/"))

export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/** Whether a registration's type list selects a type; `module/*` and `*` select groups. */
export function typeSelected(registered: readonly string[], type: string): boolean {
  const alias = type.replace(/^subscriptions\//, "subscription/")
  return registered.some((entry) => {
    if (entry === "*" || entry === type || entry === alias) return true
    return entry.endsWith("/*") && type.startsWith(entry.slice(0, -1))
  })
}
