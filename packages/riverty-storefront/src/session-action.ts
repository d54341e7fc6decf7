import { FIELD_FORMATS } from "./field-formats.js"
import type { StorePaymentSession } from "./next-step.js"

export type SessionAction =
  /** No usable session of this provider: create one with the data. */
  | { action: "create" }
  /** A session exists but holds other data: send the data again (Medusa replaces the session). */
  | { action: "update"; session_id?: string; changed: string[] }
  /** The session already holds exactly this data: leave it. */
  | { action: "keep"; session_id?: string }

// A session Riverty refused, or one waiting on the hosted page, is final: another try is a new session.
const FINAL = new Set(["error", "canceled", "requires_more", "authorized", "captured"])

const isPersonal = (field: string) => Object.prototype.hasOwnProperty.call(FIELD_FORMATS, field) && FIELD_FORMATS[field as keyof typeof FIELD_FORMATS].personal

/**
 * Whether the storefront creates, updates or keeps the payment session for `providerId` before
 * complete-cart. Medusa's starter initiates a session only when none exists for the provider, so
 * data the shopper changed afterwards (another plan, a corrected birth date) would never reach
 * the provider: this decides instead. Personal fields are never shown back (the session holds
 * them as null), so data carrying any is always sent again; the other fields are compared with
 * the session's. Both "create" and "update" mean `initiatePaymentSession(cart, { provider_id, data })`.
 */
export function paymentSessionAction(
  cart: { payment_collection?: { payment_sessions?: StorePaymentSession[] | null } | null } | null | undefined,
  providerId: string,
  data: Record<string, unknown>,
): SessionAction {
  const sessions = (cart?.payment_collection?.payment_sessions ?? []).filter((session) => session.provider_id === providerId)
  const session = sessions[sessions.length - 1]
  if (!session || FINAL.has(session.status ?? "")) return { action: "create" }
  const held = session.data ?? {}
  const changed = Object.entries(data)
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .filter(([field, value]) => isPersonal(field) || String(held[field] ?? "") !== String(value))
    .map(([field]) => field)
  // A field sent before and now left empty must be removed too.
  for (const field of Object.keys(held)) {
    if (!isPersonal(field) && Object.prototype.hasOwnProperty.call(FIELD_FORMATS, field) && held[field] !== null && held[field] !== undefined && (data[field] === undefined || data[field] === "" || data[field] === null)) changed.push(field)
  }
  const id = session.id ? { session_id: session.id } : {}
  return changed.length ? { action: "update", ...id, changed } : { action: "keep", ...id }
}
